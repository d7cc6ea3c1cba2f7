import { ValidationError } from 'yup';
import type { DynamicFormProperty } from '../../../../contracts/form/entities';
import { translate } from '../../i18n/translate';
import { formSchema, initialValues, submittedValues } from './form-schema';

const PROPERTIES: DynamicFormProperty[] = [
  { name: 'fullName', type: 'TextBox', label: 'Ad Soyad', required: true, maxLength: 10, order: 1 },
  { name: 'email', type: 'Email', label: 'E-posta', required: true, maxLength: 150, order: 2 },
  { name: 'phone', type: 'TextBox', label: 'Telefon', required: false, maxLength: 5, order: 3 },
  { name: 'message', type: 'TextArea', label: 'Mesajınız', required: true, maxLength: 2000, order: 4 },
];
const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) => translate('tr', key, params);

const errorsOf = async (values: Record<string, string>) => {
  try {
    await formSchema(PROPERTIES, t).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((inner) => [inner.path, inner.message]));
  }
};

describe('dynamic form schema from properties (S7.34, S5.02, S5.05)', () => {
  it('S5.02 requires required fields with "{field} zorunludur", even when only spaces', async () => {
    expect(await errorsOf({ ...initialValues(PROPERTIES), fullName: '   ' })).toEqual({
      fullName: 'Ad Soyad zorunludur', email: 'E-posta zorunludur', message: 'Mesajınız zorunludur',
    });
  });

  it('S5.02 marks a bad e-mail "{field} geçersiz" and a long value with its limit; optional fields may stay empty', async () => {
    expect(await errorsOf({ fullName: 'Ayşe Yılmaz K', email: 'ayse@', phone: '123456', message: 'Merhaba' })).toEqual({
      fullName: 'Ad Soyad en fazla 10 karakter olabilir', email: 'E-posta geçersiz', phone: 'Telefon en fazla 5 karakter olabilir',
    });
    expect(await errorsOf({ fullName: 'Ayşe', email: 'ayse@example.com', phone: '', message: 'Merhaba' })).toEqual({});
  });

  it('sends trimmed values without empty optional fields', () => {
    expect(submittedValues({ fullName: ' Ayşe ', phone: '  ', email: 'a@b.co' })).toEqual({ fullName: 'Ayşe', email: 'a@b.co' });
  });
});
