import { makeAutoObservable, runInAction } from 'mobx';
import type { DynamicForm } from '../../../../contracts/form/entities';
import { messageOf } from '../../lib/api-client';
import { Loadable } from '../../lib/loadable';
import type { SupportApi } from './api';
import { submittedValues } from './form-schema';

/** Fallback messages when the server sends none. */
export const FORM_LOAD_FAILURE = 'Failed to load the form';
export const FORM_SUBMIT_FAILURE = 'Failed to send the form';

/** A dynamic form on screen (the support page's contact form): its fields, sending and the confirmation. */
export class DynamicFormStore {
  private readonly definition = new Loadable<DynamicForm>(FORM_LOAD_FAILURE);
  submitError: string | null = null;
  sending = false;
  /** Id of the accepted submission: the confirmation shows while set. */
  submissionId: number | null = null;

  constructor(private readonly api: SupportApi) {
    makeAutoObservable<DynamicFormStore, 'api' | 'definition'>(this, { api: false, definition: false });
  }

  get form(): DynamicForm | null { return this.definition.data; }
  get loadError(): string | null { return this.definition.error; }

  async load(formKey: string): Promise<void> {
    await this.definition.load(async () => (await this.api.properties(formKey)).form);
  }

  /** Sends the values; answers true when the engine stored them. */
  async submit(values: Record<string, string>): Promise<boolean> {
    if (!this.form) return false;
    this.sending = true;
    this.submitError = null;
    try {
      const { submissionId } = await this.api.submit(this.form.key, submittedValues(values));
      runInAction(() => { this.submissionId = submissionId; });
      return true;
    } catch (error) {
      runInAction(() => { this.submitError = messageOf(error, FORM_SUBMIT_FAILURE); });
      return false;
    } finally {
      runInAction(() => { this.sending = false; });
    }
  }

  /** Back to an empty form after a confirmation. */
  startOver(): void {
    this.submissionId = null;
    this.submitError = null;
  }
}
