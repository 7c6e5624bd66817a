import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** An owner's page before their institute or company exists. */
export function OwnerMissingOrganization({ home }: { home: string }) {
  return (
    <EmptyState
      icon={Building2}
      title="Create your organisation first"
      description="This page works on your institute or company. Create it from your dashboard; it takes a minute."
      action={
        <Button asChild>
          <Link to={home}>Go to your dashboard</Link>
        </Button>
      }
    />
  );
}
