// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Area.h"
#include "model/Commodity.h"
#include "model/Harbor.h"
#include "model/HexCoord.h"
#include "model/Marker.h"
#include "model/Product.h"
#include "model/RuleOptions.h"
#include "model/Terrain.h"

#include <QCoreApplication>
#include <QString>

namespace isle::editor {

/// Translated names of the model's enums for menus, tables, the status bar and dialogs. The model
/// only knows the file-format strings; every user-visible name lives here, in one translation
/// context per enum.
class DisplayNames
{
    Q_DECLARE_TR_FUNCTIONS(DisplayNames)

public:
    static QString terrain(model::Terrain t);
    static QString harborType(model::HarborType t);
    static QString markerType(model::MarkerType t);
    static QString product(model::Product p);
    /// Cities & Knights: paper, cloth, coin.
    static QString commodity(model::Commodity c);
    static QString tokenPlacement(model::TokenPlacement p);
    static QString letterSequence(model::LetterSequence s);
    static QString specialVictoryKind(model::SpecialVictoryKind k);
    /// "(q, r)"
    static QString coordinate(model::HexCoord c);

    /// The same names for the file-format strings that message args carry ("hills", "3:1",
    /// "cities_and_knights", …); a string that names none passes through unchanged.
    static QString terrainFromFile(const QString &name);
    static QString harborTypeFromFile(const QString &name);
    static QString markerTypeFromFile(const QString &name);
    static QString productFromFile(const QString &name);
};

} // namespace isle::editor
