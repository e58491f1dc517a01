// Texts of the account emails. Plain text first; the HTML is the same words with a link per action.

type Action = { label: string; url: string };

function render(greeting: string, lines: string[], actions: Action[]) {
  const text = [
    greeting,
    '',
    ...lines,
    '',
    ...actions.map((action) => `${action.label}: ${action.url}`),
    '',
    '— Psalmlight',
  ].join('\n');
  const escape = (value: string) =>
    value.replace(
      /[&<>"]/g,
      (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!,
    );
  const html = `<p>${escape(greeting)}</p>${lines.map((line) => `<p>${escape(line)}</p>`).join('')}
${actions.map((action) => `<p><a href="${escape(action.url)}">${escape(action.label)}</a></p>`).join('')}<p>— Psalmlight</p>`;
  return { text, html };
}

export function confirmationEmail(name: string, url: string) {
  return {
    subject: 'Confirm your Psalmlight account',
    ...render(
      `Peace be with you, ${name}.`,
      [
        'Please confirm your email address to begin your spiritual journey with us.',
        'The link is valid for 24 hours.',
      ],
      [{ label: 'Confirm my account', url }],
    ),
  };
}

export function resetPasswordEmail(name: string, url: string) {
  return {
    subject: 'Reset your Psalmlight password',
    ...render(
      `Hello ${name},`,
      [
        'Someone asked to reset the password of your account. If it was not you, ignore this email.',
        'The link is valid for one hour.',
      ],
      [{ label: 'Choose a new password', url }],
    ),
  };
}

/**
 * To the owner of an address someone tried to sign up with again: the sign-up itself was answered
 * as if it were new (nobody learns which addresses have accounts), so the owner gets the way in.
 */
export function existingAccountEmail(name: string, links: { signIn: string; reset: string }) {
  return {
    subject: 'Someone tried to sign up with your email',
    ...render(
      `Hello ${name},`,
      [
        'Someone tried to create a Psalmlight account with this email address, which already has one. No new account was created and your password was not changed.',
        'If it was you, sign in instead; if you have forgotten your password, you can choose a new one. If it was not you, you can ignore this email.',
      ],
      [
        { label: 'Sign in', url: links.signIn },
        { label: 'Reset my password', url: links.reset },
      ],
    ),
  };
}
