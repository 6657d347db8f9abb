import { builder } from './builder.ts';
import '../languages/language.type.ts';

export const schema = builder.toSchema({ sortSchema: true });
