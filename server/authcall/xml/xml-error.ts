import { HttpError } from '../../errors/http-error.js';

/** A message that is not well-formed XML, or uses what the protocol refuses in XML: 400 with a plain-text description. */
export class MalformedXmlError extends HttpError {
  constructor(description: string) {
    super(400, description);
  }
}
