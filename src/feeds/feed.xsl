<?xml version="1.0" encoding="utf-8"?>
<!-- Shows an RSS feed of this site (src/feeds) as a readable page when a visitor opens its
     link in a browser: what a feed is, in English and Odia, and its items. Served at
     /feeds/feed.xsl and named by every feed's xml-stylesheet instruction; its one style
     element is allowed by the site's Content-Security-Policy (style-src 'unsafe-inline'). -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:output method="html" encoding="utf-8" indent="yes" doctype-system="about:legacy-compat"/>
  <xsl:template match="/">
    <xsl:variable name="odia" select="rss/channel/language = 'or'"/>
    <html>
      <xsl:attribute name="lang"><xsl:choose><xsl:when test="$odia">or</xsl:when><xsl:otherwise>en</xsl:otherwise></xsl:choose></xsl:attribute>
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="rss/channel/title"/></title>
        <style>
          body { font-family: system-ui, "Noto Sans Oriya", sans-serif; margin: 0; color: #1b2430; background: #f6f8fb; line-height: 1.5; }
          header { background: #0b3d6b; color: #fff; padding: 1.25rem 1rem; }
          header a { color: #fff; }
          main { max-width: 48rem; margin: 0 auto; padding: 1rem; }
          h1 { font-size: 1.5rem; margin: 0 0 0.25rem; }
          .about { background: #fff; border-left: 4px solid #f2a900; padding: 0.75rem 1rem; margin: 1rem 0; }
          .about p { margin: 0.25rem 0; }
          ol { list-style: none; padding: 0; }
          li { background: #fff; border-radius: 8px; padding: 0.75rem 1rem; margin: 0 0 0.75rem; box-shadow: 0 1px 3px rgb(0 0 0 / 10%); }
          li a { font-weight: 700; color: #0b3d6b; }
          .date { color: #4a5563; font-size: 0.9rem; margin: 0.2rem 0; }
          .desc { margin: 0.2rem 0 0; }
        </style>
      </head>
      <body>
        <header>
          <h1><xsl:value-of select="rss/channel/title"/></h1>
          <p><xsl:value-of select="rss/channel/description"/></p>
          <p><a href="{rss/channel/link}">
            <xsl:choose>
              <xsl:when test="$odia">ୱେବସାଇଟକୁ ଯାଆନ୍ତୁ</xsl:when>
              <xsl:otherwise>Go to the website</xsl:otherwise>
            </xsl:choose>
          </a></p>
        </header>
        <main>
          <section class="about">
            <p lang="en">This is an RSS feed. Copy this page's address into a feed reader to follow new items.</p>
            <p lang="or">ଏହା ଏକ ଆରଏସଏସ୍ ଫିଡ୍। ନୂଆ ବିଷୟ ପାଇବା ପାଇଁ ଏହି ପୃଷ୍ଠାର ଠିକଣା ଏକ ଫିଡ୍ ରିଡରରେ ଯୋଡନ୍ତୁ।</p>
          </section>
          <ol>
            <xsl:for-each select="rss/channel/item">
              <li>
                <a href="{link}"><xsl:value-of select="title"/></a>
                <xsl:if test="pubDate">
                  <p class="date"><xsl:value-of select="substring(pubDate, 6, 11)"/></p>
                </xsl:if>
                <xsl:if test="description">
                  <p class="desc"><xsl:value-of select="description"/></p>
                </xsl:if>
              </li>
            </xsl:for-each>
          </ol>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
