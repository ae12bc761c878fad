import Foundation

/// The starter documents `GET /examples` lists: copies of documents in the repository's `Examples/Documents`
/// folder (a test keeps them equal), so the tool needs no files beside it.
struct PlaygroundExample: Encodable, Sendable {
    /// The file name in `Examples/Documents`.
    var id: String
    /// What the document shows.
    var title: String
    /// The document's text.
    var document: String

    /// The examples, the page's default first.
    static let all: [PlaygroundExample] = [
        PlaygroundExample(id: "playground.preview.json", title: "Pinned headers, a paging carousel and a grid", document: #"""
{
  "formatVersion": "1.0",
  "layout": {
    "configuration": { "interSectionSpacing": 16 },
    "sections": [
      {
        "group": {
          "type": "horizontal",
          "size": { "width": { "fractionalWidth": 0.8 }, "height": { "absolute": 160 } },
          "subitems": [
            { "type": "item", "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } } }
          ]
        },
        "interGroupSpacing": 10,
        "contentInsets": { "top": 8, "leading": 16, "bottom": 8, "trailing": 16 },
        "orthogonalScrollingBehavior": "groupPaging",
        "boundarySupplementaryItems": [
          { "elementKind": "header", "alignment": "top", "pinToVisibleBounds": true, "zIndex": 2,
            "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } } }
        ]
      },
      {
        "group": {
          "type": "horizontal",
          "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalWidth": 0.33 } },
          "subitems": [
            { "type": "item", "size": { "width": { "fractionalWidth": 0.33 }, "height": { "fractionalHeight": 1 } },
              "contentInsets": { "top": 4, "leading": 4, "bottom": 4, "trailing": 4 } }
          ],
          "count": 3
        },
        "contentInsets": { "top": 0, "leading": 12, "bottom": 0, "trailing": 12 },
        "boundarySupplementaryItems": [
          { "elementKind": "header", "alignment": "top", "pinToVisibleBounds": true, "zIndex": 2,
            "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } } }
        ]
      }
    ]
  },
  "environment": { "device": "iPhone 15" },
  "items": [6, 30]
}
"""#),
        PlaygroundExample(id: "grid.json", title: "Grid: five squares a row", document: #"""
{
  "formatVersion": "1.0",
  "configuration": {
    "scrollDirection": "vertical",
    "interSectionSpacing": 0,
    "contentInsetsReference": "safeArea"
  },
  "sections": [
    {
      "group": {
        "type": "horizontal",
        "size": {
          "width": { "fractionalWidth": 1 },
          "height": { "fractionalWidth": 0.2 }
        },
        "subitems": [
          {
            "type": "item",
            "size": {
              "width": { "fractionalWidth": 0.2 },
              "height": { "fractionalHeight": 1 }
            }
          }
        ]
      }
    }
  ]
}
"""#),
        PlaygroundExample(id: "two-column.json", title: "Two columns", document: #"""
{
  "formatVersion": "1.0",
  "configuration": {
    "scrollDirection": "vertical",
    "interSectionSpacing": 0,
    "contentInsetsReference": "safeArea"
  },
  "sections": [
    {
      "group": {
        "type": "horizontal",
        "size": {
          "width": { "fractionalWidth": 1 },
          "height": { "absolute": 44 }
        },
        "subitems": [
          {
            "type": "item",
            "size": {
              "width": { "fractionalWidth": 1 },
              "height": { "fractionalHeight": 1 }
            }
          }
        ],
        "count": 2,
        "divideEvenly": true,
        "interItemSpacing": { "fixed": 10 }
      },
      "interGroupSpacing": 10,
      "contentInsets": { "top": 10, "leading": 10, "bottom": 10, "trailing": 10 }
    }
  ]
}
"""#),
        PlaygroundExample(id: "orthogonal-carousel-pinned-header.json", title: "Carousel with a pinned header", document: #"""
{
  "formatVersion": "1.0",
  "configuration": {
    "scrollDirection": "vertical",
    "interSectionSpacing": 20,
    "contentInsetsReference": "automatic"
  },
  "sections": [
    {
      "group": {
        "type": "horizontal",
        "size": {
          "width": { "fractionalWidth": 0.85 },
          "height": { "absolute": 200 }
        },
        "subitems": [
          {
            "type": "item",
            "size": {
              "width": { "fractionalWidth": 1 },
              "height": { "fractionalHeight": 1 }
            }
          }
        ]
      },
      "interGroupSpacing": 12,
      "contentInsets": { "top": 8, "leading": 16, "bottom": 8, "trailing": 16 },
      "orthogonalScrollingBehavior": "continuousGroupLeadingBoundary",
      "boundarySupplementaryItems": [
        {
          "elementKind": "header",
          "alignment": "top",
          "size": {
            "width": { "fractionalWidth": 1 },
            "height": { "absolute": 44 }
          },
          "pinToVisibleBounds": true,
          "zIndex": 2
        }
      ]
    }
  ]
}
"""#),
        PlaygroundExample(id: "headers-and-footers.json", title: "Headers and footers", document: #"""
{
  "formatVersion": "1.0",
  "configuration": {
    "scrollDirection": "vertical",
    "interSectionSpacing": 0,
    "contentInsetsReference": "safeArea",
    "boundarySupplementaryItems": [
      {
        "elementKind": "layout-header",
        "alignment": "top",
        "size": {
          "width": { "fractionalWidth": 1 },
          "height": { "absolute": 60 }
        }
      }
    ]
  },
  "sections": [
    {
      "group": {
        "type": "horizontal",
        "size": {
          "width": { "fractionalWidth": 1 },
          "height": { "absolute": 44 }
        },
        "subitems": [
          {
            "type": "item",
            "size": {
              "width": { "fractionalWidth": 1 },
              "height": { "fractionalHeight": 1 }
            }
          }
        ]
      },
      "interGroupSpacing": 5,
      "contentInsets": { "top": 10, "leading": 10, "bottom": 10, "trailing": 10 },
      "boundarySupplementaryItems": [
        {
          "elementKind": "header",
          "alignment": "top",
          "size": {
            "width": { "fractionalWidth": 1 },
            "height": { "estimated": 44 }
          }
        },
        {
          "elementKind": "footer",
          "alignment": "bottom",
          "size": {
            "width": { "fractionalWidth": 1 },
            "height": { "estimated": 44 }
          }
        }
      ]
    }
  ]
}
"""#),
        PlaygroundExample(id: "badges.json", title: "Badges", document: #"""
{
  "formatVersion": "1.0",
  "configuration": {
    "scrollDirection": "vertical",
    "interSectionSpacing": 0,
    "contentInsetsReference": "safeArea"
  },
  "sections": [
    {
      "group": {
        "type": "horizontal",
        "size": {
          "width": { "fractionalWidth": 1 },
          "height": { "fractionalWidth": 0.25 }
        },
        "subitems": [
          {
            "type": "item",
            "size": {
              "width": { "fractionalWidth": 0.25 },
              "height": { "fractionalHeight": 1 }
            },
            "contentInsets": { "top": 5, "leading": 5, "bottom": 5, "trailing": 5 },
            "supplementaryItems": [
              {
                "elementKind": "badge",
                "size": {
                  "width": { "absolute": 20 },
                  "height": { "absolute": 20 }
                },
                "containerAnchor": {
                  "edges": ["top", "trailing"],
                  "fractionalOffset": { "x": 0.3, "y": -0.3 }
                }
              }
            ]
          }
        ]
      },
      "contentInsets": { "top": 20, "leading": 20, "bottom": 20, "trailing": 20 }
    }
  ]
}
"""#),
        PlaygroundExample(id: "inset-grouped-list.json", title: "Inset grouped list", document: #"""
{
  "formatVersion": "1.0",
  "configuration": {
    "scrollDirection": "vertical",
    "interSectionSpacing": 0,
    "contentInsetsReference": "safeArea"
  },
  "sections": [
    {
      "list": { "appearance": "insetGrouped", "headerMode": "supplementary" }
    },
    {
      "list": {
        "appearance": "insetGrouped",
        "footerMode": "supplementary",
        "showsSeparators": false
      }
    }
  ]
}
"""#),
        PlaygroundExample(id: "nested-groups.json", title: "Nested groups", document: #"""
{
  "formatVersion": "1.0",
  "configuration": {
    "scrollDirection": "vertical",
    "interSectionSpacing": 0,
    "contentInsetsReference": "safeArea"
  },
  "sections": [
    {
      "group": {
        "type": "horizontal",
        "size": {
          "width": { "fractionalWidth": 1 },
          "height": { "fractionalWidth": 0.4 }
        },
        "subitems": [
          {
            "type": "item",
            "size": {
              "width": { "fractionalWidth": 0.7 },
              "height": { "fractionalHeight": 1 }
            },
            "contentInsets": { "top": 10, "leading": 10, "bottom": 10, "trailing": 10 }
          },
          {
            "type": "vertical",
            "size": {
              "width": { "fractionalWidth": 0.3 },
              "height": { "fractionalHeight": 1 }
            },
            "subitems": [
              {
                "type": "item",
                "size": {
                  "width": { "fractionalWidth": 1 },
                  "height": { "fractionalHeight": 0.3 }
                },
                "contentInsets": { "top": 10, "leading": 10, "bottom": 10, "trailing": 10 }
              }
            ],
            "count": 2
          }
        ]
      }
    }
  ]
}
"""#),
        PlaygroundExample(id: "distinct-sections.json", title: "Distinct sections: rows, five columns, three columns", document: #"""
{
  "formatVersion": "1.0",
  "configuration": {
    "scrollDirection": "vertical",
    "interSectionSpacing": 20,
    "contentInsetsReference": "safeArea"
  },
  "sections": [
    {
      "group": {
        "type": "horizontal",
        "size": {
          "width": { "fractionalWidth": 1 },
          "height": { "absolute": 44 }
        },
        "subitems": [
          {
            "type": "item",
            "size": {
              "width": { "fractionalWidth": 1 },
              "height": { "fractionalHeight": 1 }
            },
            "contentInsets": { "top": 2, "leading": 2, "bottom": 2, "trailing": 2 }
          }
        ]
      },
      "contentInsets": { "top": 0, "leading": 8, "bottom": 0, "trailing": 8 }
    },
    {
      "group": {
        "type": "horizontal",
        "size": {
          "width": { "fractionalWidth": 1 },
          "height": { "fractionalWidth": 0.2 }
        },
        "subitems": [
          {
            "type": "item",
            "size": {
              "width": { "fractionalWidth": 0.2 },
              "height": { "fractionalHeight": 1 }
            },
            "contentInsets": { "top": 2, "leading": 2, "bottom": 2, "trailing": 2 }
          }
        ]
      },
      "contentInsets": { "top": 0, "leading": 8, "bottom": 0, "trailing": 8 }
    },
    {
      "group": {
        "type": "horizontal",
        "size": {
          "width": { "fractionalWidth": 1 },
          "height": { "absolute": 120 }
        },
        "subitems": [
          {
            "type": "item",
            "size": {
              "width": { "fractionalWidth": 1 },
              "height": { "fractionalHeight": 1 }
            },
            "contentInsets": { "top": 2, "leading": 2, "bottom": 2, "trailing": 2 }
          }
        ],
        "count": 3,
        "divideEvenly": true
      },
      "contentInsets": { "top": 0, "leading": 8, "bottom": 0, "trailing": 8 }
    }
  ]
}
"""#),
        PlaygroundExample(id: "orthogonal-behaviors.json", title: "Every orthogonal scrolling behaviour", document: #"""
{
  "formatVersion": "1.0",
  "configuration": {
    "scrollDirection": "vertical",
    "interSectionSpacing": 16,
    "contentInsetsReference": "safeArea"
  },
  "sections": [
    {
      "group": {
        "type": "horizontal",
        "size": {
          "width": { "fractionalWidth": 0.8 },
          "height": { "absolute": 120 }
        },
        "subitems": [
          {
            "type": "item",
            "size": {
              "width": { "fractionalWidth": 0.5 },
              "height": { "fractionalHeight": 1 }
            },
            "contentInsets": { "top": 4, "leading": 4, "bottom": 4, "trailing": 4 }
          },
          {
            "type": "vertical",
            "size": {
              "width": { "fractionalWidth": 0.5 },
              "height": { "fractionalHeight": 1 }
            },
            "subitems": [
              {
                "type": "item",
                "size": {
                  "width": { "fractionalWidth": 1 },
                  "height": { "fractionalHeight": 0.5 }
                },
                "contentInsets": { "top": 4, "leading": 4, "bottom": 4, "trailing": 4 }
              }
            ],
            "count": 2
          }
        ]
      },
      "interGroupSpacing": 8,
      "contentInsets": { "top": 0, "leading": 12, "bottom": 0, "trailing": 12 },
      "boundarySupplementaryItems": [
        {
          "elementKind": "header",
          "alignment": "top",
          "size": {
            "width": { "fractionalWidth": 1 },
            "height": { "absolute": 32 }
          }
        }
      ]
    },
    {
      "group": {
        "type": "horizontal",
        "size": {
          "width": { "fractionalWidth": 0.8 },
          "height": { "absolute": 120 }
        },
        "subitems": [
          {
            "type": "item",
            "size": {
              "width": { "fractionalWidth": 0.5 },
              "height": { "fractionalHeight": 1 }
            },
            "contentInsets": { "top": 4, "leading": 4, "bottom": 4, "trailing": 4 }
          },
          {
            "type": "vertical",
            "size": {
              "width": { "fractionalWidth": 0.5 },
              "height": { "fractionalHeight": 1 }
            },
            "subitems": [
              {
                "type": "item",
                "size": {
                  "width": { "fractionalWidth": 1 },
                  "height": { "fractionalHeight": 0.5 }
                },
                "contentInsets": { "top": 4, "leading": 4, "bottom": 4, "trailing": 4 }
              }
            ],
            "count": 2
          }
        ]
      },
      "interGroupSpacing": 8,
      "contentInsets": { "top": 0, "leading": 12, "bottom": 0, "trailing": 12 },
      "orthogonalScrollingBehavior": "continuous",
      "boundarySupplementaryItems": [
        {
          "elementKind": "header",
          "alignment": "top",
          "size": {
            "width": { "fractionalWidth": 1 },
            "height": { "absolute": 32 }
          }
        }
      ]
    },
    {
      "group": {
        "type": "horizontal",
        "size": {
          "width": { "fractionalWidth": 0.8 },
          "height": { "absolute": 120 }
        },
        "subitems": [
          {
            "type": "item",
            "size": {
              "width": { "fractionalWidth": 0.5 },
              "height": { "fractionalHeight": 1 }
            },
            "contentInsets": { "top": 4, "leading": 4, "bottom": 4, "trailing": 4 }
          },
          {
            "type": "vertical",
            "size": {
              "width": { "fractionalWidth": 0.5 },
              "height": { "fractionalHeight": 1 }
            },
            "subitems": [
              {
                "type": "item",
                "size": {
                  "width": { "fractionalWidth": 1 },
                  "height": { "fractionalHeight": 0.5 }
                },
                "contentInsets": { "top": 4, "leading": 4, "bottom": 4, "trailing": 4 }
              }
            ],
            "count": 2
          }
        ]
      },
      "interGroupSpacing": 8,
      "contentInsets": { "top": 0, "leading": 12, "bottom": 0, "trailing": 12 },
      "orthogonalScrollingBehavior": "continuousGroupLeadingBoundary",
      "boundarySupplementaryItems": [
        {
          "elementKind": "header",
          "alignment": "top",
          "size": {
            "width": { "fractionalWidth": 1 },
            "height": { "absolute": 32 }
          }
        }
      ]
    },
    {
      "group": {
        "type": "horizontal",
        "size": {
          "width": { "fractionalWidth": 0.8 },
          "height": { "absolute": 120 }
        },
        "subitems": [
          {
            "type": "item",
            "size": {
              "width": { "fractionalWidth": 0.5 },
              "height": { "fractionalHeight": 1 }
            },
            "contentInsets": { "top": 4, "leading": 4, "bottom": 4, "trailing": 4 }
          },
          {
            "type": "vertical",
            "size": {
              "width": { "fractionalWidth": 0.5 },
              "height": { "fractionalHeight": 1 }
            },
            "subitems": [
              {
                "type": "item",
                "size": {
                  "width": { "fractionalWidth": 1 },
                  "height": { "fractionalHeight": 0.5 }
                },
                "contentInsets": { "top": 4, "leading": 4, "bottom": 4, "trailing": 4 }
              }
            ],
            "count": 2
          }
        ]
      },
      "interGroupSpacing": 8,
      "contentInsets": { "top": 0, "leading": 12, "bottom": 0, "trailing": 12 },
      "orthogonalScrollingBehavior": "paging",
      "boundarySupplementaryItems": [
        {
          "elementKind": "header",
          "alignment": "top",
          "size": {
            "width": { "fractionalWidth": 1 },
            "height": { "absolute": 32 }
          }
        }
      ]
    },
    {
      "group": {
        "type": "horizontal",
        "size": {
          "width": { "fractionalWidth": 0.8 },
          "height": { "absolute": 120 }
        },
        "subitems": [
          {
            "type": "item",
            "size": {
              "width": { "fractionalWidth": 0.5 },
              "height": { "fractionalHeight": 1 }
            },
            "contentInsets": { "top": 4, "leading": 4, "bottom": 4, "trailing": 4 }
          },
          {
            "type": "vertical",
            "size": {
              "width": { "fractionalWidth": 0.5 },
              "height": { "fractionalHeight": 1 }
            },
            "subitems": [
              {
                "type": "item",
                "size": {
                  "width": { "fractionalWidth": 1 },
                  "height": { "fractionalHeight": 0.5 }
                },
                "contentInsets": { "top": 4, "leading": 4, "bottom": 4, "trailing": 4 }
              }
            ],
            "count": 2
          }
        ]
      },
      "interGroupSpacing": 8,
      "contentInsets": { "top": 0, "leading": 12, "bottom": 0, "trailing": 12 },
      "orthogonalScrollingBehavior": "groupPaging",
      "boundarySupplementaryItems": [
        {
          "elementKind": "header",
          "alignment": "top",
          "size": {
            "width": { "fractionalWidth": 1 },
            "height": { "absolute": 32 }
          }
        }
      ]
    },
    {
      "group": {
        "type": "horizontal",
        "size": {
          "width": { "fractionalWidth": 0.8 },
          "height": { "absolute": 120 }
        },
        "subitems": [
          {
            "type": "item",
            "size": {
              "width": { "fractionalWidth": 0.5 },
              "height": { "fractionalHeight": 1 }
            },
            "contentInsets": { "top": 4, "leading": 4, "bottom": 4, "trailing": 4 }
          },
          {
            "type": "vertical",
            "size": {
              "width": { "fractionalWidth": 0.5 },
              "height": { "fractionalHeight": 1 }
            },
            "subitems": [
              {
                "type": "item",
                "size": {
                  "width": { "fractionalWidth": 1 },
                  "height": { "fractionalHeight": 0.5 }
                },
                "contentInsets": { "top": 4, "leading": 4, "bottom": 4, "trailing": 4 }
              }
            ],
            "count": 2
          }
        ]
      },
      "interGroupSpacing": 8,
      "contentInsets": { "top": 0, "leading": 12, "bottom": 0, "trailing": 12 },
      "orthogonalScrollingBehavior": "groupPagingCentered",
      "boundarySupplementaryItems": [
        {
          "elementKind": "header",
          "alignment": "top",
          "size": {
            "width": { "fractionalWidth": 1 },
            "height": { "absolute": 32 }
          }
        }
      ]
    }
  ]
}
"""#),
        PlaygroundExample(id: "sidebar-list.json", title: "Sidebar list", document: #"""
{
  "formatVersion": "1.0",
  "configuration": {
    "scrollDirection": "vertical",
    "interSectionSpacing": 0,
    "contentInsetsReference": "safeArea"
  },
  "sections": [
    {
      "list": { "appearance": "sidebar", "headerMode": "supplementary" }
    }
  ]
}
"""#),
    ]
}
