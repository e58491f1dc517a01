import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The app's links (decision 162, its addendum on links). React Router's own Link resolves its path
 * against the matched routes on every drawing: about a sixth of a member page's server drawing went
 * to the shell's two dozen links. Every link in the app names an absolute path, so these draw a
 * plain anchor and navigate in the app on a plain left click, as React Router's Link does; other
 * clicks (a new tab, a download, another target) are the browser's.
 */
type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute path in the app, with its search and hash if any. */
  to: string;
  /** Handed to the next page's location, as React Router's Link does. */
  state?: unknown;
  replace?: boolean;
};

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

function useAppNavigation(to: string, options: Pick<LinkProps, 'state' | 'replace' | 'target'>) {
  const navigate = useNavigate();
  const location = useLocation();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || !isPlainLeftClick(event, options.target)) return;
    if (event.currentTarget.hasAttribute('download')) return;
    event.preventDefault();
    // A link to the page shown replaces its history entry, as React Router's Link does.
    const here = `${location.pathname}${location.search}${location.hash}`;
    void navigate(to, { state: options.state, replace: options.replace ?? to === here });
  };
}

export function Link({ to, state, replace, onClick, ...anchor }: LinkProps) {
  const follow = useAppNavigation(to, { state, replace, target: anchor.target });
  return (
    <a
      {...anchor}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        follow(event);
      }}
    />
  );
}

type Active = { isActive: boolean };
type NavLinkProps = Omit<LinkProps, 'className' | 'children'> & {
  className?: string | ((state: Active) => string);
  children?: ReactNode | ((state: Active) => ReactNode);
};

/** A link that knows whether it leads to the page shown (or one below it): aria-current="page". */
export function NavLink({ className, children, ...link }: NavLinkProps) {
  const { pathname } = useLocation();
  const path = link.to.split(/[?#]/)[0]!;
  const isActive = pathname === path || pathname.startsWith(`${path}/`);
  const state = { isActive };
  return (
    <Link
      {...link}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className(state) : className}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
}
