/**
 * The XMP packet every delivered image carries (decision 253): the IPTC Digital Source Type
 * (Iptc4xmpExt), the software that made it (xmp:CreatorTool) and the catalogue and shot it is
 * (dc:identifier, dc:source). Read back by exiftool in the tests.
 */
import {
  creatorToolOf,
  identifierOf,
  sourceTypeOf,
  type ImageProvenance,
} from './image-provenance.js';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function xmpPacket(provenance: ImageProvenance): string {
  const attribute = (name: string, value: string) => `\n   ${name}="${escapeXml(value)}"`;
  const source = provenance.catalogueId
    ? `catalogue ${provenance.catalogueId}, shot ${provenance.shotId}`
    : `run ${provenance.runId ?? 'unknown'}, shot ${provenance.shotId}`;
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    ' <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '  <rdf:Description rdf:about=""',
    '   xmlns:Iptc4xmpExt="http://iptc.org/std/Iptc4xmpExt/2008-02-29/"',
    '   xmlns:xmp="http://ns.adobe.com/xap/1.0/"',
    '   xmlns:dc="http://purl.org/dc/elements/1.1/"' +
      attribute('Iptc4xmpExt:DigitalSourceType', sourceTypeOf(provenance)) +
      attribute('xmp:CreatorTool', creatorToolOf(provenance)) +
      attribute('dc:identifier', identifierOf(provenance)) +
      attribute('dc:source', source) +
      '/>',
    ' </rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="r"?>',
  ].join('\n');
}
