import { useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Dialog,
} from '@/components/ui';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';
import { HolidaySuggestions } from './holiday-suggestions';

/** The owner's dashboard right after the organisation is created: this year's holidays. */
export function HolidayOfferCard({
  orgId,
  defaultYear,
  onClose,
}: {
  orgId: string;
  defaultYear: number;
  onClose: () => void;
}) {
  const t = useCatalogueT(catalogue);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('calendar.holidays.offerTitle')}</CardTitle>
        <CardDescription>{t('calendar.holidays.offerDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <HolidaySuggestions orgId={orgId} defaultYear={defaultYear} />
        <Button variant="ghost" onClick={onClose}>
          {t('calendar.holidays.offerClose')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** The holidays settings: the same review for any year, in a dialog. */
export function SuggestHolidaysButton({
  orgId,
  defaultYear,
}: {
  orgId: string;
  defaultYear: number;
}) {
  const t = useCatalogueT(catalogue);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {t('calendar.holidays.suggest')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="lg"
        title={t('calendar.holidays.dialogTitle')}
        description={t('calendar.holidays.offerDescription')}
      >
        <HolidaySuggestions orgId={orgId} defaultYear={defaultYear} />
      </Dialog>
    </>
  );
}
