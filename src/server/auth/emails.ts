// Texts of the account emails. Plain text first; the HTML is the same words with a button.

function render(greeting: string, lines: string[], action: string, url: string) {
  const text = [greeting, '', ...lines, '', `${action}: ${url}`, '', '— Psalmlight'].join('\n');
  const escape = (value: string) =>
    value.replace(
      /[&<>"]/g,
      (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!,
    );
  const html = `<p>${escape(greeting)}</p>${lines.map((line) => `<p>${escape(line)}</p>`).join('')}
<p><a href="${escape(url)}">${escape(action)}</a></p><p>— Psalmlight</p>`;
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
      'Confirm my account',
      url,
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
      'Choose a new password',
      url,
    ),
  };
}
