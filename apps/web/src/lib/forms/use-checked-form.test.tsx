import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setupUser } from '../../test/user';
import { useCheckedForm } from './use-checked-form';

const Contact = z.object({ name: z.string().min(1), email: z.string().min(1) });
type ContactValues = z.infer<typeof Contact>;

/** The e-mail is registered before the name, but drawn after it. */
function ContactForm({
  onValid,
  onEmailFocus,
}: {
  onValid: (values: ContactValues) => void;
  onEmailFocus?: () => void;
}) {
  const { form, invalid, submitChecked } = useCheckedForm<ContactValues>({
    resolver: zodResolver(Contact),
    defaultValues: { name: '', email: '' },
  });
  const email = form.register('email');
  const name = form.register('name');
  const { errors } = form.formState;
  return (
    <form ref={invalid.formRef} noValidate onSubmit={submitChecked(onValid)}>
      <p>{invalid.count} invalid</p>
      <input aria-label="name" aria-invalid={Boolean(errors.name)} {...name} />
      <input aria-label="email" aria-invalid={Boolean(errors.email)} onFocus={onEmailFocus} {...email} />
      <button type="submit">send</button>
    </form>
  );
}

describe('a form checked by the app', () => {
  it('sends the focus to the first invalid field of the page, not the first registered, and counts the fields', async () => {
    const user = setupUser();
    const onValid = vi.fn();
    const onEmailFocus = vi.fn();
    render(<ContactForm onValid={onValid} onEmailFocus={onEmailFocus} />);

    await user.click(screen.getByRole('button', { name: 'send' }));

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'name' })).toHaveFocus());
    expect(onEmailFocus).not.toHaveBeenCalled();
    expect(screen.getByText('2 invalid')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('clears the count once the values pass, and hands them over', async () => {
    const user = setupUser();
    const onValid = vi.fn();
    render(<ContactForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'send' }));
    await screen.findByText('2 invalid');

    await user.type(screen.getByRole('textbox', { name: 'name' }), 'Anna');
    await user.type(screen.getByRole('textbox', { name: 'email' }), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'send' }));

    await screen.findByText('0 invalid');
    expect(onValid).toHaveBeenCalledWith({ name: 'Anna', email: 'anna@example.com' }, expect.anything());
  });
});
