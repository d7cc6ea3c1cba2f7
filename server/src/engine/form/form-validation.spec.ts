import type { DynamicFormProperty } from '../../../../contracts/form/entities.js';
import { submissionProblems } from './form-validation.js';

const PROPERTIES: DynamicFormProperty[] = [
  { name: 'fullName', type: 'TextBox', label: 'Full name', required: true, maxLength: 10, order: 1 },
  { name: 'email', type: 'Email', label: 'Email', required: true, maxLength: 50, order: 2 },
  { name: 'phone', type: 'TextBox', label: 'Phone', required: false, maxLength: 5, order: 3 },
];

describe('dynamic form submission (S7.34 DynamicForm Values)', () => {
  it('accepts a valid submission', () => {
    expect(submissionProblems(PROPERTIES, { fullName: 'Ayşe', email: 'ayse@example.com' })).toEqual([]);
  });

  it('S5.02 names missing and invalid fields ({field} is required / is invalid)', () => {
    expect(submissionProblems(PROPERTIES, { fullName: '  ', email: 'not-an-email' })).toEqual(['Full name is required', 'Email is invalid']);
  });

  it('refuses unknown fields, values too long and non-text values', () => {
    expect(submissionProblems(PROPERTIES, { fullName: 'Ayşe Yılmaz K', email: 'a@b.co', phone: 123, extra: 'x' }))
      .toEqual(['Unknown field extra', 'Full name must be at most 10 characters', 'Phone must be text']);
  });

  it('refuses a line break outside a text area (no CR/LF into a subject), keeps it in a text area', () => {
    const withMessage: DynamicFormProperty[] = [...PROPERTIES, { name: 'message', type: 'TextArea', label: 'Message', required: false, maxLength: 200, order: 4 }];
    expect(submissionProblems(withMessage, { fullName: 'Ayşe\r\nBcc', email: 'a@b.co', message: 'line one\nline two' }))
      .toEqual(['Full name must be one line']);
  });
});
