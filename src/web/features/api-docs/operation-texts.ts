import type { Language } from '@core/language';
import { textIn } from '@/i18n/language-store';
import { apiOperationsTexts as texts } from '@/i18n/texts/api-operations';
import type { Operation } from './openapi-model';

/**
 * An operation of the server's OpenAPI document in the reader's language (decision 202): its
 * summary and description by the operation's id, its tag by name, and the field and answer
 * descriptions by their English. English, and any text the namespace does not know (an
 * operation added to the server since), are shown as the document says them.
 */
export function operationIn(language: Language, operation: Operation): Operation {
  if (language === 'en') return operation;
  const say = (key: string, english: string) =>
    key in texts.en ? textIn(language, texts, key) : english;
  const shared = (english: string | undefined) =>
    english === undefined ? undefined : say(english, english);
  return {
    ...operation,
    tag: say(`tag-${operation.tag}`, operation.tag),
    summary: say(`summary-${operation.id}`, operation.summary),
    description:
      operation.description === undefined
        ? undefined
        : say(`description-${operation.id}`, operation.description),
    parameters: operation.parameters.map((parameter) => ({
      ...parameter,
      description: shared(parameter.description),
    })),
    bodies: operation.bodies.map((body) => ({
      ...body,
      fields: body.fields.map((field) => ({ ...field, description: shared(field.description) })),
    })),
    responses: operation.responses.map((response) => ({
      ...response,
      description: shared(response.description) ?? '',
    })),
  };
}
