/// The JSON Schema (draft 2020-12) of the layout format 1.0.
///
/// Beyond UIKit.
public enum LayoutSchema {
    /// The schema's text, identical to `schema/layout-1.0.schema.json` in the repository (a test checks).
    /// Written by `oclayout schema`.
    public static let text = #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "urn:opencompositionallayout:layout-format:1.0",
  "title": "OpenCompositionalLayout layout format 1.0",
  "description": "A compositional layout (UIKit's UICollectionViewCompositionalLayout) written as data, or a preview document that adds the view's size, traits, items and scroll position. See docs/LayoutFormat.md.",
  "anyOf": [
    {
      "allOf": [
        {
          "$ref": "#/$defs/layoutDocument"
        },
        {
          "required": [
            "formatVersion"
          ]
        }
      ]
    },
    {
      "$ref": "#/$defs/previewDocument"
    }
  ],
  "$defs": {
    "dimension": {
      "description": "One of absolute, estimated, fractionalWidth, fractionalHeight, uniformAcrossSiblings (UIKit's NSCollectionLayoutDimension).",
      "oneOf": [
        {
          "type": "object",
          "properties": {
            "absolute": {
              "type": "number",
              "minimum": 0,
              "maximum": 1000000
            }
          },
          "required": [
            "absolute"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "estimated": {
              "type": "number",
              "exclusiveMinimum": 0,
              "maximum": 1000000
            }
          },
          "required": [
            "estimated"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "fractionalWidth": {
              "type": "number",
              "minimum": 0,
              "maximum": 1000
            }
          },
          "required": [
            "fractionalWidth"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "fractionalHeight": {
              "type": "number",
              "minimum": 0,
              "maximum": 1000
            }
          },
          "required": [
            "fractionalHeight"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "uniformAcrossSiblings": {
              "type": "number",
              "exclusiveMinimum": 0,
              "maximum": 1000000
            }
          },
          "required": [
            "uniformAcrossSiblings"
          ],
          "additionalProperties": false
        }
      ]
    },
    "size": {
      "type": "object",
      "properties": {
        "width": {
          "$ref": "#/$defs/dimension"
        },
        "height": {
          "$ref": "#/$defs/dimension"
        }
      },
      "additionalProperties": false,
      "required": [
        "width",
        "height"
      ],
      "description": "UIKit's NSCollectionLayoutSize."
    },
    "spacing": {
      "description": "UIKit's NSCollectionLayoutSpacing.",
      "oneOf": [
        {
          "type": "object",
          "properties": {
            "fixed": {
              "type": "number",
              "minimum": 0,
              "maximum": 1000000
            }
          },
          "required": [
            "fixed"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "flexible": {
              "type": "number",
              "minimum": 0,
              "maximum": 1000000
            }
          },
          "required": [
            "flexible"
          ],
          "additionalProperties": false
        }
      ]
    },
    "insets": {
      "type": "object",
      "properties": {
        "top": {
          "type": "number",
          "minimum": -1000000,
          "maximum": 1000000
        },
        "leading": {
          "type": "number",
          "minimum": -1000000,
          "maximum": 1000000
        },
        "bottom": {
          "type": "number",
          "minimum": -1000000,
          "maximum": 1000000
        },
        "trailing": {
          "type": "number",
          "minimum": -1000000,
          "maximum": 1000000
        }
      },
      "additionalProperties": false,
      "description": "UIKit's NSDirectionalEdgeInsets; missing edges are 0."
    },
    "edgeSpacing": {
      "type": "object",
      "properties": {
        "leading": {
          "$ref": "#/$defs/spacing"
        },
        "top": {
          "$ref": "#/$defs/spacing"
        },
        "trailing": {
          "$ref": "#/$defs/spacing"
        },
        "bottom": {
          "$ref": "#/$defs/spacing"
        }
      },
      "additionalProperties": false,
      "description": "UIKit's NSCollectionLayoutEdgeSpacing."
    },
    "point": {
      "type": "object",
      "properties": {
        "x": {
          "type": "number",
          "minimum": -1000000,
          "maximum": 1000000
        },
        "y": {
          "type": "number",
          "minimum": -1000000,
          "maximum": 1000000
        }
      },
      "additionalProperties": false
    },
    "anchor": {
      "type": "object",
      "properties": {
        "edges": {
          "type": "array",
          "items": {
            "enum": [
              "top",
              "leading",
              "bottom",
              "trailing"
            ]
          },
          "uniqueItems": true
        },
        "absoluteOffset": {
          "$ref": "#/$defs/point"
        },
        "fractionalOffset": {
          "$ref": "#/$defs/point"
        }
      },
      "additionalProperties": false,
      "required": [
        "edges"
      ],
      "description": "UIKit's NSCollectionLayoutAnchor.",
      "not": {
        "required": [
          "absoluteOffset",
          "fractionalOffset"
        ]
      }
    },
    "supplementaryItem": {
      "type": "object",
      "properties": {
        "elementKind": {
          "type": "string",
          "minLength": 1
        },
        "size": {
          "$ref": "#/$defs/size"
        },
        "containerAnchor": {
          "$ref": "#/$defs/anchor"
        },
        "itemAnchor": {
          "$ref": "#/$defs/anchor"
        },
        "zIndex": {
          "type": "integer",
          "minimum": -1000000,
          "maximum": 1000000
        },
        "contentInsets": {
          "$ref": "#/$defs/insets"
        }
      },
      "additionalProperties": false,
      "required": [
        "elementKind",
        "size",
        "containerAnchor"
      ],
      "description": "UIKit's NSCollectionLayoutSupplementaryItem."
    },
    "boundaryItem": {
      "type": "object",
      "properties": {
        "elementKind": {
          "type": "string",
          "minLength": 1
        },
        "alignment": {
          "enum": [
            "none",
            "top",
            "topLeading",
            "leading",
            "bottomLeading",
            "bottom",
            "bottomTrailing",
            "trailing",
            "topTrailing"
          ]
        },
        "size": {
          "$ref": "#/$defs/size"
        },
        "offset": {
          "$ref": "#/$defs/point"
        },
        "pinToVisibleBounds": {
          "type": "boolean"
        },
        "extendsBoundary": {
          "type": "boolean"
        },
        "zIndex": {
          "type": "integer",
          "minimum": -1000000,
          "maximum": 1000000
        },
        "contentInsets": {
          "$ref": "#/$defs/insets"
        }
      },
      "additionalProperties": false,
      "required": [
        "elementKind",
        "alignment",
        "size"
      ],
      "description": "UIKit's NSCollectionLayoutBoundarySupplementaryItem."
    },
    "decorationItem": {
      "type": "object",
      "properties": {
        "type": {
          "const": "background"
        },
        "elementKind": {
          "type": "string",
          "minLength": 1
        },
        "zIndex": {
          "type": "integer",
          "minimum": -1000000,
          "maximum": 1000000
        },
        "contentInsets": {
          "$ref": "#/$defs/insets"
        }
      },
      "additionalProperties": false,
      "required": [
        "type",
        "elementKind"
      ],
      "description": "UIKit's NSCollectionLayoutDecorationItem."
    },
    "handler": {
      "type": "object",
      "properties": {
        "name": {
          "type": "string",
          "minLength": 1
        },
        "parameters": {
          "type": "object",
          "additionalProperties": {
            "type": [
              "number",
              "string",
              "boolean"
            ]
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "name"
      ],
      "description": "A closure registered under a name, with parameters."
    },
    "item": {
      "type": "object",
      "properties": {
        "type": {
          "const": "item"
        },
        "size": {
          "$ref": "#/$defs/size"
        },
        "contentInsets": {
          "$ref": "#/$defs/insets"
        },
        "edgeSpacing": {
          "$ref": "#/$defs/edgeSpacing"
        },
        "supplementaryItems": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/supplementaryItem"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "type",
        "size"
      ],
      "description": "UIKit's NSCollectionLayoutItem."
    },
    "frame": {
      "type": "array",
      "minItems": 4,
      "maxItems": 5,
      "prefixItems": [
        {
          "type": "number",
          "minimum": -1000000,
          "maximum": 1000000
        },
        {
          "type": "number",
          "minimum": -1000000,
          "maximum": 1000000
        },
        {
          "type": "number",
          "minimum": 0,
          "maximum": 1000000
        },
        {
          "type": "number",
          "minimum": 0,
          "maximum": 1000000
        },
        {
          "type": "integer",
          "minimum": -1000000,
          "maximum": 1000000
        }
      ],
      "description": "[x, y, width, height] or [x, y, width, height, zIndex]."
    },
    "group": {
      "type": "object",
      "properties": {
        "type": {
          "enum": [
            "horizontal",
            "vertical",
            "custom"
          ]
        },
        "subitems": {
          "type": "array",
          "minItems": 1,
          "items": {
            "$ref": "#/$defs/element"
          }
        },
        "count": {
          "type": "integer",
          "minimum": 1,
          "maximum": 10000
        },
        "divideEvenly": {
          "type": "boolean"
        },
        "interItemSpacing": {
          "$ref": "#/$defs/spacing"
        },
        "frames": {
          "type": "array",
          "minItems": 1,
          "items": {
            "$ref": "#/$defs/frame"
          }
        },
        "itemProvider": {
          "$ref": "#/$defs/handler"
        },
        "size": {
          "$ref": "#/$defs/size"
        },
        "contentInsets": {
          "$ref": "#/$defs/insets"
        },
        "edgeSpacing": {
          "$ref": "#/$defs/edgeSpacing"
        },
        "supplementaryItems": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/supplementaryItem"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "type",
        "size"
      ],
      "description": "UIKit's NSCollectionLayoutGroup.",
      "if": {
        "properties": {
          "type": {
            "const": "custom"
          }
        }
      },
      "then": {
        "oneOf": [
          {
            "required": [
              "frames"
            ]
          },
          {
            "required": [
              "itemProvider"
            ]
          }
        ],
        "not": {
          "anyOf": [
            {
              "required": [
                "subitems"
              ]
            },
            {
              "required": [
                "count"
              ]
            },
            {
              "required": [
                "divideEvenly"
              ]
            },
            {
              "required": [
                "interItemSpacing"
              ]
            }
          ]
        }
      },
      "else": {
        "required": [
          "subitems"
        ],
        "not": {
          "anyOf": [
            {
              "required": [
                "frames"
              ]
            },
            {
              "required": [
                "itemProvider"
              ]
            }
          ]
        },
        "dependentRequired": {
          "divideEvenly": [
            "count"
          ]
        },
        "if": {
          "required": [
            "count"
          ]
        },
        "then": {
          "properties": {
            "subitems": {
              "maxItems": 1
            }
          }
        }
      }
    },
    "element": {
      "description": "An item or a nested group, told apart by type.",
      "if": {
        "properties": {
          "type": {
            "const": "item"
          }
        },
        "required": [
          "type"
        ]
      },
      "then": {
        "$ref": "#/$defs/item"
      },
      "else": {
        "$ref": "#/$defs/group"
      }
    },
    "compositionalSection": {
      "type": "object",
      "properties": {
        "group": {
          "$ref": "#/$defs/group"
        },
        "interGroupSpacing": {
          "type": "number",
          "minimum": 0,
          "maximum": 1000000
        },
        "contentInsets": {
          "$ref": "#/$defs/insets"
        },
        "contentInsetsReference": {
          "enum": [
            "automatic",
            "none",
            "safeArea",
            "layoutMargins",
            "readableContent"
          ]
        },
        "supplementaryContentInsetsReference": {
          "enum": [
            "automatic",
            "none",
            "safeArea",
            "layoutMargins",
            "readableContent"
          ]
        },
        "orthogonalScrollingBehavior": {
          "enum": [
            "none",
            "continuous",
            "continuousGroupLeadingBoundary",
            "paging",
            "groupPaging",
            "groupPagingCentered"
          ]
        },
        "boundarySupplementaryItems": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/boundaryItem"
          }
        },
        "supplementariesFollowContentInsets": {
          "type": "boolean"
        },
        "decorationItems": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/decorationItem"
          }
        },
        "visibleItemsInvalidationHandler": {
          "$ref": "#/$defs/handler"
        }
      },
      "additionalProperties": false,
      "required": [
        "group"
      ],
      "description": "UIKit's NSCollectionLayoutSection(group:)."
    },
    "listSection": {
      "type": "object",
      "properties": {
        "list": {
          "type": "object",
          "properties": {
            "appearance": {
              "enum": [
                "plain",
                "grouped",
                "insetGrouped",
                "sidebar",
                "sidebarPlain"
              ]
            },
            "headerMode": {
              "enum": [
                "none",
                "supplementary",
                "firstItemInSection"
              ]
            },
            "footerMode": {
              "enum": [
                "none",
                "supplementary"
              ]
            },
            "showsSeparators": {
              "type": "boolean"
            },
            "headerTopPadding": {
              "type": "number",
              "minimum": 0,
              "maximum": 1000000
            }
          },
          "additionalProperties": false,
          "required": [
            "appearance"
          ]
        }
      },
      "additionalProperties": false,
      "required": [
        "list"
      ],
      "description": "UIKit's NSCollectionLayoutSection.list(using:layoutEnvironment:)."
    },
    "variantsSection": {
      "type": "object",
      "properties": {
        "variants": {
          "type": "array",
          "minItems": 1,
          "items": {
            "type": "object",
            "properties": {
              "minimumWidth": {
                "type": "number",
                "minimum": 0,
                "maximum": 1000000
              },
              "section": {
                "oneOf": [
                  {
                    "$ref": "#/$defs/compositionalSection"
                  },
                  {
                    "$ref": "#/$defs/listSection"
                  }
                ]
              }
            },
            "additionalProperties": false,
            "required": [
              "minimumWidth",
              "section"
            ]
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "variants"
      ],
      "description": "Sections chosen by the container's width: the variant with the largest minimumWidth not above it."
    },
    "section": {
      "oneOf": [
        {
          "$ref": "#/$defs/compositionalSection"
        },
        {
          "$ref": "#/$defs/listSection"
        },
        {
          "$ref": "#/$defs/variantsSection"
        }
      ]
    },
    "configuration": {
      "type": "object",
      "properties": {
        "scrollDirection": {
          "enum": [
            "vertical",
            "horizontal"
          ]
        },
        "interSectionSpacing": {
          "type": "number",
          "minimum": 0,
          "maximum": 1000000
        },
        "contentInsetsReference": {
          "enum": [
            "automatic",
            "none",
            "safeArea",
            "layoutMargins",
            "readableContent"
          ]
        },
        "boundarySupplementaryItems": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/boundaryItem"
          }
        }
      },
      "additionalProperties": false,
      "description": "UIKit's UICollectionViewCompositionalLayoutConfiguration."
    },
    "layoutDocument": {
      "type": "object",
      "properties": {
        "formatVersion": {
          "type": "string",
          "pattern": "^1\\.[0-9]{1,6}$"
        },
        "configuration": {
          "$ref": "#/$defs/configuration"
        },
        "sections": {
          "type": "array",
          "minItems": 1,
          "items": {
            "$ref": "#/$defs/section"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "sections"
      ]
    },
    "previewDocument": {
      "type": "object",
      "properties": {
        "formatVersion": {
          "type": "string",
          "pattern": "^1\\.[0-9]{1,6}$"
        },
        "layout": {
          "$ref": "#/$defs/layoutDocument"
        },
        "layoutFile": {
          "type": "string",
          "minLength": 1
        },
        "environment": {
          "type": "object",
          "properties": {
            "width": {
              "type": "number",
              "exclusiveMinimum": 0,
              "maximum": 1000000
            },
            "height": {
              "type": "number",
              "exclusiveMinimum": 0,
              "maximum": 1000000
            },
            "safeArea": {
              "type": "object",
              "properties": {
                "top": {
                  "type": "number",
                  "minimum": 0,
                  "maximum": 1000000
                },
                "left": {
                  "type": "number",
                  "minimum": 0,
                  "maximum": 1000000
                },
                "bottom": {
                  "type": "number",
                  "minimum": 0,
                  "maximum": 1000000
                },
                "right": {
                  "type": "number",
                  "minimum": 0,
                  "maximum": 1000000
                }
              },
              "additionalProperties": false
            },
            "layoutDirection": {
              "enum": [
                "leftToRight",
                "rightToLeft"
              ]
            },
            "userInterfaceStyle": {
              "enum": [
                "unspecified",
                "light",
                "dark"
              ]
            },
            "device": {
              "type": "string",
              "minLength": 1
            }
          },
          "additionalProperties": false
        },
        "items": {
          "type": "array",
          "maxItems": 10000,
          "items": {
            "oneOf": [
              {
                "type": "integer",
                "minimum": 0,
                "maximum": 1000000
              },
              {
                "type": "object",
                "properties": {
                  "identifier": {
                    "type": "string"
                  },
                  "items": {
                    "type": "array",
                    "maxItems": 1000000,
                    "items": {
                      "type": "string"
                    }
                  }
                },
                "additionalProperties": false,
                "required": [
                  "items"
                ]
              }
            ]
          }
        },
        "contentOffset": {
          "$ref": "#/$defs/point"
        },
        "orthogonalOffsets": {
          "type": "object",
          "propertyNames": {
            "pattern": "^(0|[1-9][0-9]{0,3})$"
          },
          "additionalProperties": {
            "type": "number",
            "minimum": -1000000,
            "maximum": 1000000
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "formatVersion"
      ],
      "description": "What a picture needs besides the layout.",
      "oneOf": [
        {
          "required": [
            "layout"
          ]
        },
        {
          "required": [
            "layoutFile"
          ]
        }
      ]
    }
  }
}

"""#
}
