import type { adminEn } from './admin-en';
import { adminContentEs } from './admin-content-es';
import { adminPsalmsEs } from './admin-psalms-es';

/**
 * Latin American Spanish texts of the admin portal (the English, admin-en.ts, says what each is
 * for). Fetched only for staff who chose Spanish.
 */
export const adminEs: Record<keyof typeof adminEn, string> = {
  ...adminContentEs,
  ...adminPsalmsEs,
  'admin.portalTitle': 'Portal de Administración',
  'admin.portalDescription': 'Inicia sesión con tu cuenta del equipo para gestionar la app.',
  'admin.email': 'Correo electrónico',
  'admin.password': 'Contraseña',
  'admin.signIn': 'Iniciar sesión',
  'admin.signingIn': 'Iniciando sesión...',
  'admin.signInFailed': 'No se pudo iniciar sesión',
  'admin.memberTitle': '¿Vienes a orar y leer?',
  'admin.memberDescription':
    'Los miembros inician sesión en la app Psalmlight: salmo del día, rutinas, diario y comunidad.',
  'admin.memberSignIn': 'Iniciar sesión como miembro',

  'admin.loading': 'Cargando el panel administrativo...',
  'admin.verifying': 'Verificando el acceso de administrador de {email}',
  'admin.loadFailed': 'No se pudo cargar el panel administrativo.',
  'admin.retry': 'Intentar de nuevo',

  'admin.deniedTitle': 'Sin acceso al Portal de Administración',
  'admin.deniedDescription':
    'Iniciaste sesión como {email}, pero esta cuenta no tiene un rol en el equipo, así que el Portal de Administración no está disponible para ella. Si deberías tener acceso, pide a un superadministrador que te asigne un rol y vuelve a iniciar sesión.',
  'admin.deniedToApp': 'Ir a la app',
  'admin.deniedSignOut': 'Cerrar sesión',
  'admin.signedOut': 'Sesión cerrada',

  'admin.headerTitle': 'Panel administrativo',
  'admin.headerSubtitle': 'Gestiona el contenido, las categorías y la configuración',
  'admin.globalLogout': 'Cerrar sesiones',
  'admin.settingsButton': 'Configuración',
  'admin.menu': 'Menú de administración',
  'admin.menuSignedInAs': 'Sesión iniciada como',
  'admin.menuGlobalLogout': 'Cerrar todas las sesiones',
  'admin.menuOpenApp': 'Abrir la app',
  'admin.signedOutEverywhere': 'Se cerró tu sesión en todos tus dispositivos.',
  'admin.signOutFailed': 'No se pudo cerrar sesión. Intenta de nuevo.',
  'admin.tabsLabel': 'Secciones de administración',
  'admin.tabsScrollBack': 'Mostrar secciones anteriores',
  'admin.tabsScrollForward': 'Mostrar más secciones',
  'admin.role.super_admin': 'Superadministrador',
  'admin.role.admin': 'Administrador',
  'admin.role.moderator': 'Moderador',

  'admin.gateTitle': 'Acceso restringido',
  'admin.gateDescription': 'No tienes permiso para acceder a esta sección.',
  'admin.superOnlyAdmins':
    'Solo los superadministradores pueden gestionar los roles y permisos de administración.',
  'admin.superOnlySettings':
    'Solo los superadministradores pueden acceder a la configuración de administración.',

  'admin.tab.content': 'Contenido',
  'admin.tab.categories': 'Categorías',
  'admin.tab.workflows': 'Rutinas',
  'admin.tab.automation': 'IA Auto',
  'admin.tab.psalms': 'Manual',
  'admin.tab.import': 'Importar',
  'admin.tab.seeder': 'Ejemplos',
  'admin.tab.stats': 'Estadísticas',
  'admin.tab.subscriptions': 'Suscripciones',
  'admin.tab.widgets': 'Widgets',
  'admin.tab.access-control': 'Acceso',
  'admin.tab.admin-management': 'Admins',
  'admin.tab.settings': 'Configuración',
  'admin.tab.moderation': 'Moderación',

  'setup.title': 'Crea el primer superadministrador',
  'setup.description':
    'Esta cuenta tendrá acceso total al Portal de Administración, incluida la gestión de otros administradores. El enlace funciona una sola vez.',
  'setup.checking': 'Verificando tu enlace de configuración...',
  'setup.firstName': 'Nombre',
  'setup.lastName': 'Apellido',
  'setup.email': 'Correo electrónico',
  'setup.password': 'Contraseña',
  'setup.passwordHint': 'Al menos 6 caracteres.',
  'setup.submit': 'Crear superadministrador',
  'setup.submitting': 'Creando...',
  'setup.created': 'Superadministrador creado',
  'setup.createdDescription': 'Te damos la bienvenida al Portal de Administración.',
  'setup.failed': 'No se pudo completar la configuración',
  'setup.failedFallback': 'No se pudo crear la cuenta. Intenta de nuevo.',
  'setup.doneTitle': 'La configuración ya está completa',
  'setup.doneDescription':
    'Ya existe un superadministrador. Inicia sesión en el Portal de Administración con una cuenta del equipo.',
  'setup.invalidTitle': 'Este enlace de configuración no es válido',
  'setup.invalidDescription':
    'El enlace está incompleto o fue reemplazado. Abre el enlace de configuración que aparece en el registro del servidor al iniciarse.',
  'setup.toPortal': 'Ir al Portal de Administración',
  'setup.loadFailed': 'No se pudo verificar el estado de la configuración.',
};
