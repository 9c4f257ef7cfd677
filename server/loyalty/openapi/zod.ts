import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

extendZodWithOpenApi(z);

/** zod with `.openapi()`; every loyalty schema imports `z` from here. */
export { z };
