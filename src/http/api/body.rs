//! What the JSON bodies' types are made of, beside the plain Rust types poem-openapi knows: a
//! field the document requires but the handler checks itself ([`Needed`]), a field kept as it
//! was sent so the handler can name it in its message ([`Sent`]), a word of a fixed list
//! ([`EntityKey`], [`FeedbackStatus`]) and a form's fields ([`FormFields`]). Each describes itself to the document
//! (`poem_openapi::types::Type`) and reads itself with serde, so the document and what the
//! handler reads are one type (docs/architecture.md).
use std::borrow::Cow;

use poem_openapi::registry::{MetaSchema, MetaSchemaRef, Registry};
use poem_openapi::types::{ParseError, ParseFromJSON, ParseResult, ToJSON, Type};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer};
use serde_json::{Value, json};

use crate::content::entities;

/// A field the document calls required, read as `None` when it is missing or null so that the
/// handler answers a message of its own (which field); a value of another type makes the whole
/// body unreadable. Its fields take `#[serde(default)]`.
#[derive(Debug, Clone, PartialEq)]
pub struct Needed<T>(pub Option<T>);

impl<T> Default for Needed<T> {
    fn default() -> Self {
        Needed(None)
    }
}

impl<T> Needed<T> {
    /// The value, or `missing` (the handler's message) when there is none.
    pub fn or<E>(self, missing: impl FnOnce() -> E) -> Result<T, E> {
        self.0.ok_or_else(missing)
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Needed<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Option::<T>::deserialize(d).map(Needed)
    }
}

impl<T: Type> Type for Needed<T> {
    const IS_REQUIRED: bool = true;
    type RawValueType = T::RawValueType;
    type RawElementValueType = T::RawElementValueType;

    fn name() -> Cow<'static, str> {
        T::name()
    }

    fn schema_ref() -> MetaSchemaRef {
        T::schema_ref()
    }

    fn register(registry: &mut Registry) {
        T::register(registry);
    }

    fn as_raw_value(&self) -> Option<&Self::RawValueType> {
        self.0.as_ref().and_then(Type::as_raw_value)
    }

    fn raw_element_iter<'a>(
        &'a self,
    ) -> Box<dyn Iterator<Item = &'a Self::RawElementValueType> + 'a> {
        match &self.0 {
            Some(value) => value.raw_element_iter(),
            None => Box::new(std::iter::empty()),
        }
    }
}

impl<T: ParseFromJSON> ParseFromJSON for Needed<T> {
    fn parse_from_json(value: Option<Value>) -> ParseResult<Self> {
        Option::<T>::parse_from_json(value)
            .map(Needed)
            .map_err(ParseError::propagate)
    }
}

impl<T: ToJSON> ToJSON for Needed<T> {
    fn to_json(&self) -> Option<Value> {
        self.0.to_json()
    }
}

/// A field as it was sent: missing, null, a value of the document's type `T`, or something
/// else, which the handler refuses with a message naming the field. `REQUIRED` is what the
/// document says of it (the handler answers a missing one with its own message). Its fields
/// take `#[serde(default)]`.
#[derive(Debug, Clone, PartialEq, Default)]
pub enum Sent<T, const REQUIRED: bool = false> {
    #[default]
    Missing,
    Null,
    Given(T),
    /// A value that is not a `T`.
    Other,
}

impl<T, const R: bool> Sent<T, R> {
    /// `Ok(None)` when missing or null, the value when it is a `T`, `wrong` otherwise.
    pub fn read<E>(self, wrong: impl FnOnce() -> E) -> Result<Option<T>, E> {
        match self {
            Sent::Missing | Sent::Null => Ok(None),
            Sent::Given(value) => Ok(Some(value)),
            Sent::Other => Err(wrong()),
        }
    }

    /// Where null means something (none): `None` when missing, `Some(None)` when null.
    pub fn read_nullable<E>(self, wrong: impl FnOnce() -> E) -> Result<Option<Option<T>>, E> {
        match self {
            Sent::Missing => Ok(None),
            Sent::Null => Ok(Some(None)),
            Sent::Given(value) => Ok(Some(Some(value))),
            Sent::Other => Err(wrong()),
        }
    }
}

impl<'de, T: DeserializeOwned, const R: bool> Deserialize<'de> for Sent<T, R> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(match Value::deserialize(d)? {
            Value::Null => Sent::Null,
            value => serde_json::from_value(value).map_or(Sent::Other, Sent::Given),
        })
    }
}

impl<T: Type, const R: bool> Type for Sent<T, R> {
    const IS_REQUIRED: bool = R;
    type RawValueType = T::RawValueType;
    type RawElementValueType = T::RawElementValueType;

    fn name() -> Cow<'static, str> {
        T::name()
    }

    fn schema_ref() -> MetaSchemaRef {
        T::schema_ref()
    }

    fn register(registry: &mut Registry) {
        T::register(registry);
    }

    fn as_raw_value(&self) -> Option<&Self::RawValueType> {
        match self {
            Sent::Given(value) => value.as_raw_value(),
            _ => None,
        }
    }

    fn raw_element_iter<'a>(
        &'a self,
    ) -> Box<dyn Iterator<Item = &'a Self::RawElementValueType> + 'a> {
        match self {
            Sent::Given(value) => value.raw_element_iter(),
            _ => Box::new(std::iter::empty()),
        }
    }
}

impl<T: ParseFromJSON, const R: bool> ParseFromJSON for Sent<T, R> {
    fn parse_from_json(value: Option<Value>) -> ParseResult<Self> {
        Ok(match value {
            None => Sent::Missing,
            Some(Value::Null) => Sent::Null,
            value => T::parse_from_json(value).map_or(Sent::Other, Sent::Given),
        })
    }
}

impl<T: ToJSON, const R: bool> ToJSON for Sent<T, R> {
    fn to_json(&self) -> Option<Value> {
        match self {
            Sent::Given(value) => value.to_json(),
            _ => Some(Value::Null),
        }
    }
}

/// A word of a fixed list, as a body sends it: any text for serde (a word not in the list is
/// the handler's 400, with its message), one of the words for the document (with null too
/// where null is accepted).
macro_rules! one_of {
    ($(#[$doc:meta])* $name:ident, $words:expr, nullable: $nullable:expr) => {
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, Deserialize, serde::Serialize)]
        #[serde(transparent)]
        pub struct $name(pub String);

        impl Type for $name {
            const IS_REQUIRED: bool = true;
            type RawValueType = Self;
            type RawElementValueType = Self;

            fn name() -> Cow<'static, str> {
                stringify!($name).into()
            }

            fn schema_ref() -> MetaSchemaRef {
                let mut words: Vec<Value> = $words.map(|w| json!(w)).collect();
                if $nullable {
                    words.push(Value::Null);
                }
                MetaSchemaRef::Inline(Box::new(MetaSchema {
                    enum_items: words,
                    nullable: $nullable,
                    ..MetaSchema::new("string")
                }))
            }

            fn as_raw_value(&self) -> Option<&Self::RawValueType> {
                Some(self)
            }

            fn raw_element_iter<'a>(
                &'a self,
            ) -> Box<dyn Iterator<Item = &'a Self::RawElementValueType> + 'a> {
                Box::new(self.as_raw_value().into_iter())
            }
        }

        impl ParseFromJSON for $name {
            fn parse_from_json(value: Option<Value>) -> ParseResult<Self> {
                match value {
                    Some(Value::String(word)) => Ok($name(word)),
                    other => Err(ParseError::expected_type(other.unwrap_or_default())),
                }
            }
        }

        impl ToJSON for $name {
            fn to_json(&self) -> Option<Value> {
                Some(Value::String(self.0.clone()))
            }
        }
    };
}

one_of!(
    /// A content type's key as a body names it (`news`, `banner`…).
    EntityKey,
    entities::ENTITIES.iter().map(|e| e.key),
    nullable: false
);

one_of!(
    /// A feedback message's status (docs/feedback.md); null leaves it as it is.
    FeedbackStatus,
    crate::feedback::STATUSES.iter(),
    nullable: true
);

/// A form's fields as the entity's manage call takes them (what its base64 field decodes
/// to): any JSON for serde (the content checks say what is wrong with it, as a save does), an
/// object of fields for the document.
#[derive(Debug, Clone, PartialEq, Deserialize, serde::Serialize)]
#[serde(transparent)]
pub struct FormFields(pub Value);

impl Type for FormFields {
    const IS_REQUIRED: bool = true;
    type RawValueType = Self;
    type RawElementValueType = Self;

    fn name() -> Cow<'static, str> {
        "FormFields".into()
    }

    fn schema_ref() -> MetaSchemaRef {
        let field = MetaSchema {
            description: Some("A field, as the entity's manage call takes it."),
            ..MetaSchema::ANY
        };
        MetaSchemaRef::Inline(Box::new(MetaSchema {
            description: Some(
                "The JSON the entity's manage call takes (what its base64 field decodes to): \
                 the entity's fields by name, checked as a save checks them.",
            ),
            additional_properties: Some(Box::new(MetaSchemaRef::Inline(Box::new(field)))),
            ..MetaSchema::new("object")
        }))
    }

    fn as_raw_value(&self) -> Option<&Self::RawValueType> {
        Some(self)
    }

    fn raw_element_iter<'a>(
        &'a self,
    ) -> Box<dyn Iterator<Item = &'a Self::RawElementValueType> + 'a> {
        Box::new(self.as_raw_value().into_iter())
    }
}

impl ParseFromJSON for FormFields {
    fn parse_from_json(value: Option<Value>) -> ParseResult<Self> {
        Ok(FormFields(value.unwrap_or_default()))
    }
}

impl ToJSON for FormFields {
    fn to_json(&self) -> Option<Value> {
        Some(self.0.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Deserialize)]
    struct Body {
        #[serde(default)]
        id: Needed<u64>,
        #[serde(default)]
        note: Sent<String>,
        #[serde(default)]
        given: Sent<u64, true>,
    }

    #[test]
    fn a_needed_field_missing_or_null_is_none_and_of_another_type_refuses_the_body() {
        let read = |text: &str| serde_json::from_str::<Body>(text).map(|b| b.id);
        assert_eq!(read("{}").ok(), Some(Needed(None)));
        assert_eq!(read(r#"{"id": null}"#).ok(), Some(Needed(None)));
        assert_eq!(read(r#"{"id": 3}"#).ok(), Some(Needed(Some(3))));
        assert!(read(r#"{"id": "3"}"#).is_err());
        const { assert!(<Needed<u64> as Type>::IS_REQUIRED) };
    }

    #[test]
    fn a_sent_field_tells_absent_given_and_other_apart() {
        let read = |text: &str| serde_json::from_str::<Body>(text).map(|b| b.note).ok();
        assert_eq!(read("{}"), Some(Sent::Missing));
        assert_eq!(read(r#"{"note": null}"#), Some(Sent::Null));
        assert_eq!(read(r#"{"note": "x"}"#), Some(Sent::Given("x".into())));
        assert_eq!(read(r#"{"note": 5}"#), Some(Sent::Other));
        assert_eq!(Sent::<u64>::Null.read_nullable(|| ()), Ok(Some(None)));
        assert_eq!(Sent::<u64>::Missing.read_nullable(|| ()), Ok(None));
        const { assert!(!<Sent<u64> as Type>::IS_REQUIRED) };
        const { assert!(<Sent<u64, true> as Type>::IS_REQUIRED) };
        let given = |text: &str| serde_json::from_str::<Body>(text).map(|b| b.given).ok();
        assert_eq!(given(r#"{"given": 2}"#), Some(Sent::Given(2)));
    }
}
