/**
 * The one error type of the server (Documenso's AppError): a code, the HTTP status that goes
 * with it, the message's key and values (decision 273), its English made from them for the logs
 * and /api/v1, and optional detail kept for the logs.
 */
import {
  ERROR_STATUS,
  type AnswerIssue,
  type ApiErrorBody,
  type ErrorCode,
} from '../../core/errors.js';
import { issueKeyOf } from '../../core/keyed-issue.js';
import {
  englishOf,
  isMessageKey,
  keyed,
  type KeyedMessage,
  type MessageKey,
  type MessageValue,
  type MessageValues,
} from '../../core/server-messages.js';

export class AppError extends Error {
  readonly status: number;
  readonly key: MessageKey;
  readonly values: readonly MessageValue[];
  /** The message in English, as /api/v1 and the logs have it. */
  readonly userMessage: string;
  readonly issues: AnswerIssue[] | undefined;

  constructor(
    readonly code: ErrorCode,
    message: KeyedMessage,
    options: { cause?: unknown; issues?: AnswerIssue[] } = {},
  ) {
    const english = englishOf(message);
    super(english, { cause: options.cause });
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
    this.key = message.key;
    this.values = message.values as readonly MessageValue[];
    this.userMessage = english;
    this.issues = options.issues;
  }

  /** The key and values, to carry on inside another message or answer. */
  get keyed(): KeyedMessage {
    return { key: this.key, values: this.values } as KeyedMessage;
  }

  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.userMessage,
        key: this.key,
        values: [...this.values],
        ...(this.issues ? { issues: this.issues } : {}),
      },
    };
  }
}

/** A 404 with its message's key: `notFound('catalogueNotFound')`. */
export const notFound = <K extends MessageKey>(key: K, ...values: MessageValues<K>) =>
  new AppError('NOT_FOUND', keyed(key, ...values));

/** A validation problem of one field, with its message's key (the web says it by the field). */
export function issueOf(path: string, message: KeyedMessage): AnswerIssue {
  return { path, message: englishOf(message), key: message.key, values: [...message.values] };
}

/**
 * zod's issues as an answer's: each with the key its check was stamped with (core's keyedIssue),
 * its English made from that key; an issue with no key (zod's own words) keeps its message.
 */
export function issuesOf(
  issues: readonly { path: readonly PropertyKey[]; message: string; params?: unknown }[],
): AnswerIssue[] {
  return issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const stamped = issueKeyOf(issue);
    if (!stamped || !isMessageKey(stamped.key)) return { path, message: issue.message };
    return issueOf(path, stamped as unknown as KeyedMessage);
  });
}

/** An answer issue's own message, to stand as the error's (the first problem of a form). */
export function messageOfIssue(issue: AnswerIssue): KeyedMessage {
  return issue.key && isMessageKey(issue.key)
    ? ({ key: issue.key, values: issue.values ?? [] } as unknown as KeyedMessage)
    : keyed('badRequest', issue.message);
}
