import { Navigate, useResolvedPath, type To } from 'react-router';
import { renderContext } from '@web/lib/render-context';

/**
 * Sends the reader to `to`, replacing the current entry. Drawn on the server, the page is answered
 * with an HTTP redirect instead (decision 145): the browser asks for the right address at once
 * rather than painting an empty page and waiting for the code that moves it on.
 */
export function Redirect({ to }: { to: To }) {
  const resolved = useResolvedPath(to);
  const rendering = renderContext();
  if (!rendering) return <Navigate to={to} replace />;
  rendering.redirect ??= `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return null;
}
