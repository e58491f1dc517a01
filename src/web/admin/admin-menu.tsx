import { Link } from '@web/ui/link';
import { CircleUserRound, ExternalLink, LogOut } from 'lucide-react';
import type { Me } from '@contracts/me';
import { adminT } from './i18n/admin-t';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';

/** 000 §2 Admin menu: the signed-in email and Global Logout (All Sessions). */
export function AdminMenu({ me, onGlobalLogout }: { me: Me; onGlobalLogout: () => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="icon" aria-label={adminT('admin.menu')}>
          <CircleUserRound aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel className="grid gap-1">
          <span className="text-xs font-normal text-muted-foreground">
            {adminT('admin.menuSignedInAs')}
          </span>
          <span className="truncate font-medium" data-testid="admin-menu-email">
            {me.user.email}
          </span>
          {me.role ? (
            <Badge variant="secondary" className="justify-self-start">
              {adminT(`admin.role.${me.role}`)}
            </Badge>
          ) : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/dashboard">
            <ExternalLink aria-hidden="true" />
            {adminT('admin.menuOpenApp')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem destructive onSelect={onGlobalLogout}>
          <LogOut aria-hidden="true" />
          {adminT('admin.menuGlobalLogout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
