import { badRequest } from '../http/errors.ts';
import type { ResourceHooks } from '../resources/hooks.ts';

const hex = /^#[0-9a-fA-F]{6}$/;

/** Colours go into the widget's styles on other sites: only #rrggbb is accepted. */
function checkColours(input: Record<string, unknown>) {
  const errors: Record<string, string> = {};
  for (const key of ['primaryColor', 'textColor']) {
    const v = input[key];
    if (v !== undefined && v !== null && !(typeof v === 'string' && hex.test(v))) errors[key] = 'app.chatbots.color_hint'; // an i18n key: 'A colour like #1f6feb'
  }
  if (Object.keys(errors).length) throw badRequest('Colours must be like #1f6feb', errors, { code: 'invalid_input' });
  return input;
}

export const chatbotHooks: ResourceHooks = {
  beforeCreate: (_ctx, _s, input) => checkColours(input),
  beforeUpdate: (_ctx, _s, _existing, patch) => checkColours(patch),
};
