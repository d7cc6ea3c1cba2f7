import { fireEvent, render, screen } from '@testing-library/react';
import { testStores } from '../../../test-stores';
import { DynamicFormView } from './dynamic-form';

const FORM = {
  isSuccess: true,
  form: { key: 'contact', title: 'Bize yazın', properties: [{ name: 'message', type: 'TextArea', label: 'Mesajınız', required: true, maxLength: 500, order: 1 }] },
};

describe('issue 32 item 20: the support form\'s errors are announced', () => {
  it('reads a field\'s message out as it appears (role=alert) and ties it to the field (aria-describedby)', async () => {
    const fetcher = (() => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(FORM) } as Response)) as typeof fetch;
    const { wrapper } = testStores(fetcher);
    render(<DynamicFormView formKey="contact" />, { wrapper });
    fireEvent.click(await screen.findByRole('button', { name: 'Gönder' }));
    const message = await screen.findByRole('alert');
    expect(screen.getByLabelText(/Mesajınız/)).toHaveAttribute('aria-describedby', message.id);
    expect(screen.getByLabelText(/Mesajınız/)).toHaveAttribute('aria-invalid', 'true');
  });
});
