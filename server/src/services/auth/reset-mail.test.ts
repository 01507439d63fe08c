import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema';
import { resetMail } from './reset-mail';

describe('resetMail', () => {
  it('links to the host page with the email and token encoded', () => {
    const user = { name: 'Ana', email: 'ana+leads@example.com' } as UserRow;
    const mail = resetMail(
      { publicUrl: 'https://leads.example.com', resetTokenTtlMs: 30 * 60_000 },
      { user, token: 'a-b_c' },
    );
    expect(mail.to).toBe('ana+leads@example.com');
    expect(mail.text).toContain(
      'https://leads.example.com/#/reset-password?email=ana%2Bleads%40example.com&token=a-b_c',
    );
    expect(mail.text).toContain('30 minutes');
  });
});
