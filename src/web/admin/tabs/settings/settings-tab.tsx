import { StaffRoles } from '@web/admin/staff/staff-roles';
import { staffT } from '@web/admin/i18n/admin-staff-t';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/ui/tabs';
import { AuditLog } from './audit-log';
import { GroupSettings } from './group-settings';
import { UserRecords } from './user-records';
import type { FirstScreen } from '@web/lib/first-screen';
import { staffQueries } from '@web/admin/staff/staff-queries';

/** The tab's first screen (decision 162): the staff (Admin Management is the section open first; the others ask when opened). */
export const firstScreen: FirstScreen = ({ queryClient }) =>
  queryClient.prefetchQuery(staffQueries.list());

/** Admin Settings (000 §2, super admins): Admin Management, User Records, the Audit Log and the group rules. */
export default function SettingsTab() {
  return (
    <section aria-labelledby="settings-heading" className="grid gap-4">
      <h2 id="settings-heading" className="text-xl font-semibold">
        {staffT('settings.heading')}
      </h2>
      <Tabs defaultValue="admins" className="grid gap-4">
        <TabsList className="h-auto max-w-full flex-wrap justify-self-start">
          <TabsTrigger value="admins">{staffT('settings.tab.admins')}</TabsTrigger>
          <TabsTrigger value="records">{staffT('settings.tab.records')}</TabsTrigger>
          <TabsTrigger value="audit">{staffT('settings.tab.audit')}</TabsTrigger>
          <TabsTrigger value="groups">{staffT('settings.tab.groups')}</TabsTrigger>
        </TabsList>
        <TabsContent value="admins">
          <StaffRoles />
        </TabsContent>
        <TabsContent value="records">
          <UserRecords />
        </TabsContent>
        <TabsContent value="audit">
          <AuditLog />
        </TabsContent>
        <TabsContent value="groups">
          <GroupSettings />
        </TabsContent>
      </Tabs>
    </section>
  );
}
