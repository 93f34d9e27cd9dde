import pino from 'pino';
import type { Config } from './config.ts';

export const createLogger = (config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>) =>
  pino({ level: config.NODE_ENV === 'test' ? 'silent' : config.LOG_LEVEL, base: undefined });
