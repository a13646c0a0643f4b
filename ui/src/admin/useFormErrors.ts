// What the content page's form says is wrong: a message under each wrong field (focus on the
// first), or one for the form when a refusal names no field; checked before a save and told
// after the server refused one.
import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { serverText } from '../api/client';
import type { FormState } from './ContentForm';
import type { EntityDesc } from './entities';
import { errorsOfCheck, fieldOf, firstWrongField, requiredMessage, serverFieldErrors, type FieldErrors } from './fieldErrors';
import { ERROR_TOAST } from './toasts';
import { useAdminT, useServerText } from './useAdminT';
import { firstFailing, type FormInput } from './validation';

export function useFormErrors(desc: EntityDesc) {
  const t = useAdminT();
  const said = useServerText();
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const focusField = useCallback(
    (name: string) => {
      document.getElementById(`${desc.route}-${name}`)?.focus();
    },
    [desc.route],
  );
  const clear = () => {
    setFormError(null);
    setFieldErrors({});
  };
  /** Each empty field a save needs gets a message naming it ("Enter the title in Odia"). */
  const named = (name: string) => {
    const field = fieldOf(desc, name);
    return field ? requiredMessage(field, t) : undefined;
  };

  /** A refused save: the toast, the message under each wrong field, focus on the first. */
  const refuse = (message: string, errors: FieldErrors, summary: boolean) => {
    toast.error(message, ERROR_TOAST);
    setFieldErrors(errors);
    // The fields say what is wrong with them; the form's message is for a refusal naming none.
    setFormError(summary && Object.keys(errors).length === 0 ? message : null);
    const first = firstWrongField(desc, errors);
    if (first !== null) window.setTimeout(() => focusField(first), 0);
  };
  /** The server refused the save: its (English) message names the fields through the entity's checks; the reader reads it in their language. */
  const refusedByServer = (source: unknown, fallback: string, input: FormInput) => {
    const english = serverText(source, 'en') || fallback;
    const shown = said(source, fallback);
    refuse(shown, serverFieldErrors(desc, english, input, shown, named), false);
  };

  /** The form's input when it passes `checks`; otherwise the first failure is shown, and null. */
  const passing = (checks: EntityDesc['checks'], form: FormState): FormInput | null => {
    const input = { values: form.values, file: form.file, hasImage: form.hasImage };
    const failed = firstFailing(checks, input);
    if (failed) {
      const message = t(failed.message);
      refuse(message, errorsOfCheck(failed, input, message, named), true);
      return null;
    }
    clear();
    return input;
  };

  return { formError, fieldErrors, clear, focusField, refusedByServer, passing };
}
