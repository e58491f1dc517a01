import type { Language } from '@contracts/enums';

// The words of the account emails in each language (docs/decisions/030). Every language has every
// key: a missing one fails the typecheck. Portuguese is Brazilian (você), Spanish Latin American
// (tú); the English is the original and tests read it word for word.

/**
 * The first line, with the account's name only where it may be shown: an email sent before the
 * address is confirmed greets without it (the name was typed by whoever signed up, who need not
 * own the address: it must not carry their words to a stranger's inbox).
 */
type Greeting = (name?: string) => string;

export type AccountEmailTexts = {
  confirmation: {
    subject: string;
    greeting: Greeting;
    lines: readonly [string, string];
    confirm: string;
  };
  resetPassword: {
    subject: string;
    greeting: Greeting;
    lines: readonly [string, string];
    choosePassword: string;
  };
  existingAccount: {
    subject: string;
    greeting: Greeting;
    lines: readonly [string, string];
    signIn: string;
    reset: string;
  };
};

const en: AccountEmailTexts = {
  confirmation: {
    subject: 'Confirm your Psalmlight account',
    greeting: (name) => (name ? `Peace be with you, ${name}.` : 'Peace be with you.'),
    lines: [
      'Please confirm your email address to begin your spiritual journey with us.',
      'The link is valid for 24 hours.',
    ],
    confirm: 'Confirm my account',
  },
  resetPassword: {
    subject: 'Reset your Psalmlight password',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    lines: [
      'Someone asked to reset the password of your account. If it was not you, ignore this email.',
      'The link is valid for one hour.',
    ],
    choosePassword: 'Choose a new password',
  },
  existingAccount: {
    subject: 'Someone tried to sign up with your email',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    lines: [
      'Someone tried to create a Psalmlight account with this email address, which already has one. No new account was created and your password was not changed.',
      'If it was you, sign in instead; if you have forgotten your password, you can choose a new one. If it was not you, you can ignore this email.',
    ],
    signIn: 'Sign in',
    reset: 'Reset my password',
  },
};

const pt: AccountEmailTexts = {
  confirmation: {
    subject: 'Confirme sua conta no Psalmlight',
    greeting: (name) => (name ? `A paz esteja com você, ${name}.` : 'A paz esteja com você.'),
    lines: [
      'Por favor, confirme seu endereço de e-mail para começar sua jornada espiritual conosco.',
      'O link é válido por 24 horas.',
    ],
    confirm: 'Confirmar minha conta',
  },
  resetPassword: {
    subject: 'Redefina sua senha do Psalmlight',
    greeting: (name) => (name ? `Olá, ${name},` : 'Olá,'),
    lines: [
      'Recebemos um pedido para redefinir a senha da sua conta. Se não foi você, ignore este e-mail.',
      'O link é válido por uma hora.',
    ],
    choosePassword: 'Escolher uma nova senha',
  },
  existingAccount: {
    subject: 'Alguém tentou se cadastrar com o seu e-mail',
    greeting: (name) => (name ? `Olá, ${name},` : 'Olá,'),
    lines: [
      'Alguém tentou criar uma conta no Psalmlight com este endereço de e-mail, que já tem uma. Nenhuma conta nova foi criada e sua senha não foi alterada.',
      'Se foi você, é só entrar; se esqueceu sua senha, você pode escolher uma nova. Se não foi você, pode ignorar este e-mail.',
    ],
    signIn: 'Entrar',
    reset: 'Redefinir minha senha',
  },
};

const es: AccountEmailTexts = {
  confirmation: {
    subject: 'Confirma tu cuenta de Psalmlight',
    greeting: (name) => (name ? `La paz sea contigo, ${name}.` : 'La paz sea contigo.'),
    lines: [
      'Por favor, confirma tu correo electrónico para comenzar tu camino espiritual con nosotros.',
      'El enlace es válido por 24 horas.',
    ],
    confirm: 'Confirmar mi cuenta',
  },
  resetPassword: {
    subject: 'Restablece tu contraseña de Psalmlight',
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    lines: [
      'Alguien pidió restablecer la contraseña de tu cuenta. Si no fuiste tú, ignora este correo.',
      'El enlace es válido por una hora.',
    ],
    choosePassword: 'Elegir una nueva contraseña',
  },
  existingAccount: {
    subject: 'Alguien intentó registrarse con tu correo',
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    lines: [
      'Alguien intentó crear una cuenta de Psalmlight con esta dirección de correo, que ya tiene una. No se creó ninguna cuenta nueva y tu contraseña no cambió.',
      'Si fuiste tú, inicia sesión; si olvidaste tu contraseña, puedes elegir una nueva. Si no fuiste tú, puedes ignorar este correo.',
    ],
    signIn: 'Iniciar sesión',
    reset: 'Restablecer mi contraseña',
  },
};

export const accountEmailTexts: Readonly<Record<Language, AccountEmailTexts>> = { en, pt, es };
