use super::*;

fn dates() -> HashMap<String, DateFormat> {
    let en = DateFormat {
        pattern: "{d} {m} {y}".into(),
        months: crate::messages::odia::MONTHS_EN.map(String::from).to_vec(),
        digits: "0123456789".into(),
    };
    let od = DateFormat {
        pattern: "{d} {m} {y}".into(),
        months: crate::messages::odia::MONTHS.map(String::from).to_vec(),
        digits: "୦୧୨୩୪୫୬୭୮୯".into(),
    };
    HashMap::from([("en".to_string(), en), ("od".to_string(), od)])
}

fn variant(lang: &str, when: &[(&str, &str)], html: &str) -> Variant {
    Variant {
        lang: lang.into(),
        when: when
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        html: html.into(),
    }
}

const INDEX: &[u8] =
    b"<head><link rel=\"modulepreload\" href=\"/a.js\"></head><body><div id=\"root\"></div></body>";

#[test]
fn dates_as_format_ts_writes_them() {
    let d = dates();
    assert_eq!(format_date("2025-06-02", d.get("en")), "2 June 2025");
    assert_eq!(format_date("2025-06-02", d.get("od")), "୨ ଜୁନ ୨୦୨୫");
    assert_eq!(format_date("2024-02-29", d.get("en")), "29 February 2024");
    for bad in ["2025-02-30", "2025-13-01", "2025-6-2", "soon", ""] {
        assert_eq!(format_date(bad, d.get("en")), bad);
    }
}

#[test]
fn paragraphs_split_as_the_app_splits_them() {
    assert_eq!(paragraphs("a\n\nb\n\n\nc\nd"), vec!["a", "b", "c\nd"]);
    assert_eq!(paragraphs("one"), vec!["one"]);
}

#[test]
fn picks_the_variant_fills_and_escapes() {
    let file = PagesFile {
        dates: dates(),
        pages: vec![],
        records: vec![],
    };
    let variants = vec![
        variant(
            "en",
            &[("photo", "yes"), ("link", "external")],
            "<h1>@@t|tOd@@</h1><img src=\"@@photo@@\"><time>@@d:date@@</time><a href=\"@@link@@\">x</a>@@bodyHtml@@",
        ),
        variant(
            "en",
            &[("photo", "no"), ("link", "none")],
            "<h1>@@t|tOd@@</h1>",
        ),
        variant(
            "od",
            &[("photo", "yes"), ("link", "external")],
            "<h1>@@tOd|t@@</h1>@@desc:paragraphs@@",
        ),
        variant("od", &[("photo", "no")], "<h1>@@tOd|t@@</h1>"),
    ];
    let record: Value = serde_json::json!({
        "t": " A </script><b>\"&' ", "tOd": "", "photo": "/uploads/n/1-ab.jpg",
        "d": "2025-06-02", "link": "https://example.org/x?a=1&b=\"2\"",
        "bodyHtml": "<p>safe</p>", "desc": "one\n\ntwo <i>"
    });
    let fill = Fill {
        variants: &variants,
        record: record.as_object(),
        data: Some(Data {
            entity: crate::entities::keys::NEWS,
            json: b"{\"t\":\"</script>\"}",
            size: None,
        }),
        host: Some("council.example"),
        items: None,
    };
    let page = render(&file, "show()", INDEX, &fill).expect("page");
    let page = String::from_utf8(page).expect("utf-8");
    let expected = concat!(
        "<head></head><body><div id=\"root\"></div>",
        "<template id=\"shell-en\"><h1>A &lt;/script&gt;&lt;b&gt;&quot;&amp;&#39;</h1>",
        "<img src=\"/uploads/n/1-ab.jpg\"><time>2 June 2025</time>",
        "<a href=\"https://example.org/x?a=1&amp;b=&quot;2&quot;\">x</a><p>safe</p></template>",
        "<template id=\"shell-od\"><h1>A &lt;/script&gt;&lt;b&gt;&quot;&amp;&#39;</h1>",
        "<p>one</p><p>two &lt;i&gt;</p></template>",
        "<script type=\"application/json\" id=\"page-data\" data-entity=\"",
        crate::entities::keys::key!(news),
        "\">",
        "{\"t\":\"\\u003c/script>\"}</script><script>show()</script></body>"
    );
    assert_eq!(page, expected);
}

#[test]
fn a_list_page_repeats_its_item_copy_and_counts_its_pages() {
    let file = PagesFile {
        dates: dates(),
        pages: vec![],
        records: vec![],
    };
    let variants = vec![
        variant("en", &[("total", "0")], "<p>none</p>"),
        variant(
            "en",
            &[("total", "1+"), ("pages", "1")],
            "<ul>@@items:each@@</ul>",
        ),
        variant("en", &[("pages", "2")], "two"),
        variant(
            "en",
            &[("pages", "4+")],
            "<ul>@@items:each@@</ul><a href=\"?page=@@pages@@\">@@pages:number@@</a>",
        ),
        variant("od", &[("pages", "4+")], "@@pages:number@@"),
        variant("od", &[("total", "1+"), ("pages", "1")], "@@items:each@@"),
        variant("od", &[("total", "0")], ""),
    ];
    let cards = vec![
        variant("en", &[("link", "none")], "<li>@@t@@ /n/@@id@@</li>"),
        variant(
            "en",
            &[("link", "external")],
            "<li>@@t@@ @@link@@ new tab</li>",
        ),
        variant("od", &[("link", "none")], "<li>@@tOd@@</li>"),
        variant("od", &[("link", "external")], "<li>@@tOd@@</li>"),
    ];
    let records: Vec<Value> = vec![
        serde_json::json!({ "id": 7, "t": "a<b", "tOd": "କ", "link": "" }),
        serde_json::json!({ "id": 8, "t": "c", "tOd": "ଖ", "link": "https://example.org/" }),
    ];
    let objects: Vec<&Map<String, Value>> = records.iter().filter_map(Value::as_object).collect();
    let page = |total: usize, shown: &[&Map<String, Value>]| {
        let record = list_record(total, 9);
        let fill = Fill {
            variants: &variants,
            record: Some(&record),
            data: None,
            host: Some("council.example"),
            items: Some(Items {
                variants: &cards,
                records: shown,
            }),
        };
        render(&file, "s()", INDEX, &fill).map(|p| String::from_utf8(p).expect("utf-8"))
    };
    let one = page(2, &objects).expect("one page");
    assert!(
        one.contains("<template id=\"shell-en\"><ul><li>a&lt;b /n/7</li><li>c https://example.org/ new tab</li></ul></template><template id=\"shell-od\"><li>କ</li><li>ଖ</li></template>"),
        "{one}"
    );
    let many = page(28, &objects).expect("four pages");
    assert!(
        many.contains("<a href=\"?page=4\">4</a></template><template id=\"shell-od\">୪</template>"),
        "{many}"
    );
    let none = page(0, &[]).expect("no items");
    assert!(
        none.contains("<template id=\"shell-en\"><p>none</p></template>"),
        "{none}"
    );
    // Three pages: no copy for them, so the plain page.
    assert_eq!(page(19, &objects), Err(Skip::NoVariant("en".into())));
    let first =
        serde_json::json!({ "data": [{ "isActive": false }, { "a": 1 }, { "a": 2 }, { "a": 3 }] });
    let (shown, total) = first_page(&first, 2).expect("a list");
    assert_eq!((shown.len(), total), (2, 3));
    assert_eq!(shown[0].get("a"), Some(&Value::from(1)));
}

#[test]
fn links_to_this_site_and_others() {
    let host = Some("council.example:8080");
    assert_eq!(link_kind("", host), "none");
    assert_eq!(link_kind("/Notifications/Notices", host), "site");
    assert_eq!(link_kind("http://council.example:8080/news", host), "site");
    assert_eq!(link_kind("https://www.naac.gov.in", host), "external");
    assert_eq!(link_kind("//elsewhere.example/x", host), "external");
    assert_eq!(link_kind("mailto:a@b.c", host), "site");
}

#[test]
fn no_variant_no_page() {
    let file = PagesFile {
        dates: dates(),
        pages: vec![],
        records: vec![],
    };
    let variants = vec![variant("en", &[("photo", "yes")], "<p>@@photo@@</p>")];
    let record = serde_json::json!({ "photo": "" });
    let fill = Fill {
        variants: &variants,
        record: record.as_object(),
        data: None,
        host: None,
        items: None,
    };
    assert_eq!(
        render(&file, "s()", INDEX, &fill),
        Err(Skip::NoVariant("en".into()))
    );
    let variants = vec![variant("en", &[], "@@x:upper@@"), variant("od", &[], "")];
    let fill = Fill {
        variants: &variants,
        record: None,
        data: None,
        host: None,
        items: None,
    };
    assert_eq!(
        render(&file, "s()", INDEX, &fill),
        Err(Skip::UnknownFilter("upper".into()))
    );
    let fill = Fill {
        variants: &[variant("en", &[], ""), variant("od", &[], "")],
        record: None,
        data: None,
        host: None,
        items: None,
    };
    assert_eq!(
        render(&file, "s()", b"<body></body>", &fill),
        Err(Skip::NoRoot)
    );
}

#[test]
fn only_the_plain_address_is_pre_rendered() {
    assert!(plain_query(None));
    assert!(plain_query(Some("")));
    assert!(plain_query(Some("lang=od")));
    assert!(!plain_query(Some("lang=od&page=2")));
    assert!(!plain_query(Some("q=x")));
}
