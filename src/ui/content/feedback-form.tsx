// The feedback form (docs/product.md §5.13): type, content within the word limits (counted as the server counts
// them), contact (required for visitors), one png or jpg image of at most 5 MB, and the login's captcha for visitors.
// Every refusal, the site's own or the server's, shows as one translated message in an alert.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiFailure } from '../../api/http.ts';
import { FEEDBACK_KEYS, feedbackCaptchaQuery, sendFeedback } from '../../api/content/feedback.ts';
import {
  CONTACT_MAX_LENGTH,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_WORDS,
  FEEDBACK_TYPES,
  countWords,
  feedbackProblem,
  type FeedbackType,
} from '../../../contract/rules/feedback.ts';
import { useApi } from '../app/app-providers.tsx';
import css from './feedback.module.css';

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg']);
const LIMITS = { min: FEEDBACK_MIN_WORDS, max: FEEDBACK_MAX_WORDS };

/** The message key of a refusal: the server's codes are the keys under feedback.errors (dots become dashes). */
const errorKey = (code: string) => `feedback.errors.${code.replaceAll('.', '-')}`;

function imageProblem(file: File | null): string | null {
  if (!file) return null;
  if (!IMAGE_TYPES.has(file.type.toLowerCase())) return 'feedback.image.invalid';
  if (file.size > FEEDBACK_IMAGE_MAX_BYTES) return 'feedback.image.tooLarge';
  return null;
}

export function FeedbackForm({ visitor }: { visitor: boolean }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const client = useQueryClient();
  const id = useId();
  const [type, setType] = useState<FeedbackType>('SUGGESTION');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sentId, setSentId] = useState<number | null>(null);
  const challenge = useQuery({ ...feedbackCaptchaQuery(api), enabled: visitor });
  const words = countWords(content);

  const send = useMutation({
    mutationFn: () =>
      sendFeedback(api, {
        type,
        content,
        contact,
        language: i18n.language,
        image,
        ...(visitor ? { captchaId: challenge.data?.captchaId ?? '', captcha } : {}),
      }),
    onSuccess: (value) => {
      setSentId(value.id);
      setContent('');
      setCaptcha('');
      setImage(null);
      for (const key of FEEDBACK_KEYS) void client.invalidateQueries({ queryKey: key });
    },
    onError: (err) => {
      setProblem(
        err instanceof ApiFailure && err.kind === 'refused' ? err.errorCode : err instanceof ApiFailure && err.status === 429 ? 'TOO_MANY_REQUESTS' : 'network',
      );
      // A captcha works once, right or wrong: the next try needs a new one.
      if (visitor) {
        setCaptcha('');
        void challenge.refetch();
      }
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSentId(null);
    const found = feedbackProblem(content, contact, visitor) ?? imageProblem(image) ?? (visitor && !captcha.trim() ? 'captcha.required' : null);
    setProblem(found);
    if (!found) send.mutate();
  };

  return (
    <form className={css.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('feedback.formTitle')}</h2>
      <label htmlFor={`${id}-type`}>{t('feedback.type')}</label>
      <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value as FeedbackType)}>
        {FEEDBACK_TYPES.map((v) => (
          <option key={v} value={v}>
            {t(`feedback.types.${v}`)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-content`}>{t('feedback.content')}</label>
      <textarea id={`${id}-content`} rows={6} value={content} onChange={(e) => setContent(e.target.value)} aria-describedby={`${id}-words`} />
      <p id={`${id}-words`} className={css.hint}>
        {t('feedback.wordCount', { count: words, min: LIMITS.min, max: LIMITS.max })}
      </p>
      <label htmlFor={`${id}-contact`}>{t(visitor ? 'feedback.contact' : 'feedback.contactOptional')}</label>
      <input id={`${id}-contact`} value={contact} maxLength={CONTACT_MAX_LENGTH} onChange={(e) => setContact(e.target.value)} autoComplete="email" />
      <label htmlFor={`${id}-image`}>{t('feedback.image')}</label>
      <input
        id={`${id}-image`}
        type="file"
        accept="image/png,image/jpeg"
        onChange={(e) => setImage(e.target.files?.[0] ?? null)}
        aria-describedby={`${id}-image-hint`}
      />
      <p id={`${id}-image-hint`} className={css.hint}>
        {t('feedback.imageHint')}
      </p>
      {visitor && (
        <div className={css.captcha}>
          <label htmlFor={`${id}-captcha`}>{t('feedback.captcha')}</label>
          <input id={`${id}-captcha`} value={captcha} onChange={(e) => setCaptcha(e.target.value)} autoComplete="off" />
          <button type="button" className={css.captchaImage} onClick={() => void challenge.refetch()} aria-label={t('feedback.refreshCaptcha')}>
            {challenge.data ? <img src={challenge.data.image} alt={t('feedback.captchaImage')} width={96} height={32} /> : <span aria-busy="true" />}
          </button>
        </div>
      )}
      {problem && (
        <p role="alert" className={css.error}>
          {t([errorKey(problem), 'feedback.errors.network'], LIMITS)}
        </p>
      )}
      {sentId !== null && (
        <p role="status" className={css.sent}>
          {t(visitor ? 'feedback.sentVisitor' : 'feedback.sentMember')}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={send.isPending}>
        {t('feedback.send')}
      </button>
    </form>
  );
}
