/**
 * The spec's widget is native; on the web the same guidance leads to the installed app's
 * home-screen icon, so it is offered only where a home screen exists: touch devices and the
 * installed app (decision 139). Desktop browsers see none of it.
 */
export function hasHomeScreen(): boolean {
  return (
    window.matchMedia('(pointer: coarse)').matches ||
    window.matchMedia('(display-mode: standalone)').matches
  );
}
