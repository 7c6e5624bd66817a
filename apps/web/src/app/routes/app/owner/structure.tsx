import { GroupJoinLinksCard } from '@/features/orgs/components/group-join-links-card';
import { OwnerPage } from '@/features/orgs/components/owner-page';
import { StructureScreen } from '@/features/structure/components/structure-screen';
import { useDashboardT } from '@/features/dashboard/hooks/use-dashboard-t';
import { structureLoader } from '@/features/structure/catalogue';
import { pageLoader } from '../page-loader';

/** The page waits for its texts in the reader's language. */
export const loader = pageLoader({}, structureLoader);

/** /dashboard/<owner>/structure: classes, sections and courses, or departments, teams and sites. */
export function Component() {
  const t = useDashboardT();
  return (
    <>
      <OwnerPage
        title={(org) =>
          org.kind === 'institute'
            ? t('dashboard.structure.institute')
            : t('dashboard.structure.company')
        }
        description={t('dashboard.structure.description')}
      >
        {({ organization }) => (
          <div className="space-y-6">
            <StructureScreen organization={organization} />
            <GroupJoinLinksCard
              orgId={organization.id}
              role="owner"
              kind={organization.kind}
              isDemo={organization.is_demo}
            />
          </div>
        )}
      </OwnerPage>
    </>
  );
}
