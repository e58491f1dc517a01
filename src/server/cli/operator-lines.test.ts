import { describe, expect, it } from 'vitest';
import { atOperatorUrl, operatorUrl } from './operator-lines';

const unset = { publicUrl: 'http://localhost:3000', publicUrlSet: false };

describe('the address printed for the operator', () => {
  it('is PUBLIC_URL when it is set, whatever the server is bound to', () => {
    const config = { publicUrl: 'https://psalms.example.org', publicUrlSet: true };
    expect(operatorUrl(config, { address: '127.0.0.1', family: 'IPv4', port: 3000 })).toBe(
      'https://psalms.example.org',
    );
  });

  it('is the address bound when HOST names one, and localhost when it is every interface', () => {
    expect(operatorUrl(unset, { address: '127.0.0.1', family: 'IPv4', port: 3000 })).toBe(
      'http://127.0.0.1:3000',
    );
    expect(operatorUrl(unset, { address: '::1', family: 'IPv6', port: 3000 })).toBe(
      'http://[::1]:3000',
    );
    expect(operatorUrl(unset, { address: '0.0.0.0', family: 'IPv4', port: 3000 })).toBe(
      'http://localhost:3000',
    );
    expect(operatorUrl(unset, { address: '::', family: 'IPv6', port: 3000 })).toBe(
      'http://localhost:3000',
    );
  });

  it("moves an email's link to that address", () => {
    expect(
      atOperatorUrl(
        'http://localhost:3000/api/auth/verify-email?token=abc',
        unset.publicUrl,
        'http://127.0.0.1:3000',
      ),
    ).toBe('http://127.0.0.1:3000/api/auth/verify-email?token=abc');
    // Not a link of the app's: left alone.
    expect(atOperatorUrl('https://example.org/x', unset.publicUrl, 'http://127.0.0.1:3000')).toBe(
      'https://example.org/x',
    );
  });
});
