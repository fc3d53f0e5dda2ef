/**
 * The sitemaps.org protocol 0.9 as XML Schema: a `urlset` of one or more `url`s and a
 * `sitemapindex` of one or more `sitemap`s, each with a `loc` (an absolute URI of 12 to 2,048
 * characters) and an optional `lastmod` (a W3C date or date-time); a `url` may also say
 * `changefreq` and `priority`. Elements of other namespaces may extend them.
 */
const common = `
  <xsd:simpleType name="tLoc">
    <xsd:restriction base="xsd:anyURI">
      <xsd:minLength value="12"/>
      <xsd:maxLength value="2048"/>
    </xsd:restriction>
  </xsd:simpleType>
  <xsd:simpleType name="tLastmod">
    <xsd:union memberTypes="xsd:date xsd:dateTime"/>
  </xsd:simpleType>`;

const schema = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema"
            targetNamespace="http://www.sitemaps.org/schemas/sitemap/0.9"
            xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
            elementFormDefault="qualified">
${body}
${common}
</xsd:schema>
`;

/** A sitemap: `urlset`. */
export const SITEMAP_XSD = schema(`
  <xsd:element name="urlset">
    <xsd:complexType>
      <xsd:sequence>
        <xsd:any namespace="##other" processContents="lax" minOccurs="0" maxOccurs="unbounded"/>
        <xsd:element ref="url" maxOccurs="unbounded"/>
      </xsd:sequence>
    </xsd:complexType>
  </xsd:element>
  <xsd:element name="url">
    <xsd:complexType>
      <xsd:sequence>
        <xsd:element name="loc" type="tLoc"/>
        <xsd:element name="lastmod" type="tLastmod" minOccurs="0"/>
        <xsd:element name="changefreq" type="tChangeFreq" minOccurs="0"/>
        <xsd:element name="priority" type="tPriority" minOccurs="0"/>
        <xsd:any namespace="##other" processContents="lax" minOccurs="0" maxOccurs="unbounded"/>
      </xsd:sequence>
    </xsd:complexType>
  </xsd:element>
  <xsd:simpleType name="tChangeFreq">
    <xsd:restriction base="xsd:string">
      <xsd:enumeration value="always"/>
      <xsd:enumeration value="hourly"/>
      <xsd:enumeration value="daily"/>
      <xsd:enumeration value="weekly"/>
      <xsd:enumeration value="monthly"/>
      <xsd:enumeration value="yearly"/>
      <xsd:enumeration value="never"/>
    </xsd:restriction>
  </xsd:simpleType>
  <xsd:simpleType name="tPriority">
    <xsd:restriction base="xsd:decimal">
      <xsd:minInclusive value="0.0"/>
      <xsd:maxInclusive value="1.0"/>
    </xsd:restriction>
  </xsd:simpleType>`);

/** A sitemap index: `sitemapindex`. */
export const SITEMAP_INDEX_XSD = schema(`
  <xsd:element name="sitemapindex">
    <xsd:complexType>
      <xsd:sequence>
        <xsd:any namespace="##other" processContents="lax" minOccurs="0" maxOccurs="unbounded"/>
        <xsd:element ref="sitemap" maxOccurs="unbounded"/>
      </xsd:sequence>
    </xsd:complexType>
  </xsd:element>
  <xsd:element name="sitemap">
    <xsd:complexType>
      <xsd:sequence>
        <xsd:element name="loc" type="tLoc"/>
        <xsd:element name="lastmod" type="tLastmod" minOccurs="0"/>
        <xsd:any namespace="##other" processContents="lax" minOccurs="0" maxOccurs="unbounded"/>
      </xsd:sequence>
    </xsd:complexType>
  </xsd:element>`);
