import { z } from 'zod';
import { isLanguageCode } from '../../contract/rules/languages.ts';

/** A generated picture that draws words draws them in this language where translated (issue 16); without it, English. */
export const langQuery = z.strictObject({ lang: z.string().refine(isLanguageCode, 'a language code of the site, such as JA').optional() });
