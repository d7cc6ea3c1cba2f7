import type { DynamicFormProperty } from '../../../../contracts/form/entities.js';
import { EMAIL_PATTERN } from '../../../../contracts/member/email-address.js';

/**
 * Problems of a submission against the form's properties, one clear sentence each (empty when
 * valid): unknown fields, missing required values, values over the maximum length, line breaks
 * outside a text area, bad e-mails.
 */
export function submissionProblems(properties: DynamicFormProperty[], values: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const known = new Set(properties.map((property) => property.name));
  for (const name of Object.keys(values)) if (!known.has(name)) problems.push(`Unknown field ${name}`);
  for (const property of properties) {
    const raw = values[property.name];
    if (raw !== undefined && raw !== null && typeof raw !== 'string') { problems.push(`${property.label} must be text`); continue; }
    const value = (raw ?? '').trim();
    if (!value) {
      if (property.required) problems.push(`${property.label} is required`);
      continue;
    }
    if (value.length > property.maxLength) problems.push(`${property.label} must be at most ${property.maxLength} characters`);
    // Only a text area holds several lines: a line break in a subject or a name would pass into a
    // mail header or a one-line report (issue 17).
    else if (property.type !== 'TextArea' && /[\r\n]/.test(value)) problems.push(`${property.label} must be one line`);
    else if (property.type === 'Email' && !EMAIL_PATTERN.test(value)) problems.push(`${property.label} is invalid`);
  }
  return problems;
}
