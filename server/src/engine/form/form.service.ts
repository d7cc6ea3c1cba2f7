import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { DynamicForm } from '../../../../contracts/form/entities.js';
import { BadInputError, NotFoundError } from '../../common/errors.js';
import { DynamicFormRepository } from './form.repository.js';
import { submissionProblems } from './form-validation.js';

// Values were checked to be text (submissionProblems); a field left out is empty.
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** Engine DynamicForm rules: a submission is stored only when it fits the form's properties. */
@Injectable()
export class DynamicFormService {
  constructor(private readonly forms: DynamicFormRepository) {}

  async properties(culture: Culture, formKey: string): Promise<DynamicForm> {
    const form = await this.forms.byKey(formKey, culture);
    if (!form) throw new NotFoundError(`Form ${formKey} not found`);
    return form;
  }

  async submit(culture: Culture, formKey: string, values: Record<string, unknown>): Promise<number> {
    const form = await this.properties(culture, formKey);
    const problems = submissionProblems(form.properties, values);
    if (problems.length) throw new BadInputError(problems[0], problems);
    const clean = Object.fromEntries(form.properties
      .map((property) => [property.name, textOf(values[property.name]).trim()] as const)
      .filter(([, value]) => value !== ''));
    return this.forms.insertValues(form.id, culture, clean);
  }
}
