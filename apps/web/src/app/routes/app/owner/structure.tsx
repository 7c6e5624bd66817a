import { GroupJoinLinksCard } from '@/features/orgs/components/group-join-links-card';
import { OwnerPage } from '@/features/orgs/components/owner-page';
import { StructureScreen } from '@/features/structure/components/structure-screen';

/** /dashboard/<owner>/structure: classes, sections and courses, or departments, teams and sites. */
export function Component() {
  return (
    <>
      <OwnerPage
        title={(org) =>
          org.kind === 'institute' ? 'Classes and courses' : 'Departments and teams'
        }
        description="How your people are organised, who is responsible for each group, and who is in it."
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
