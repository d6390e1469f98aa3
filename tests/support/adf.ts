// Reading the ADF/XML lead documents that arrive at the test SMTP server (docs/product.md#lead-delivery),
// for the integration tests and the browser tests alike (so no test runner's `expect` here).
import { XMLParser, XMLValidator } from 'fast-xml-parser';

const adfParser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });

/** The `<prospect>` of an ADF document; throws on anything not well-formed. */
export function readAdfProspect(xml: string) {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`The ADF document is not well-formed: ${valid.err.msg}`);
  return adfParser.parse(xml).adf.prospect;
}
