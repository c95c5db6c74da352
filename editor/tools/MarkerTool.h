// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AbstractTool.h"

#include "model/Board.h"
#include "model/Marker.h"

#include <QPointer>
#include <QString>

#include <optional>
#include <vector>

class QLabel;
class QSpinBox;

namespace isle::editor {

/// Places every kind of scenario marker (model/Marker.h) on its site: a hex, an intersection or a
/// path, chosen by the marker type. Left click places a marker of the chosen type with the chosen
/// number and player; clicking the same marker again removes it, clicking one of the same type
/// with other values changes it. The right button removes the markers on the pointed site.
/// Sites that cannot take the marker are refused with the reason in the status bar.
class MarkerTool : public AbstractTool
{
    Q_OBJECT

public:
    explicit MarkerTool(QObject *parent = nullptr);
    QString description() const override;

    model::MarkerType type() const { return m_type; }
    void setType(model::MarkerType type);
    /// Village, fishing-ground or chit number; 0 = none.
    int number() const { return m_number; }
    void setNumber(int number);
    /// Seat of a starting piece, 0-based; -1 = none.
    int player() const { return m_player; }
    void setPlayer(int player);

    /// Whether the marker type carries a number / belongs to a player.
    static bool hasNumber(model::MarkerType type);
    static bool hasPlayer(model::MarkerType type);
    /// Why `marker` cannot lie where it says on `board`, or an empty string.
    static QString placementError(const model::Board &board, const model::Marker &marker);

    void deactivate() override;
    void mousePressed(const ToolEvent &e) override;
    void mouseMoved(const ToolEvent &e) override;
    void mouseLeft() override;
    void paintOverlay(QPainter &painter, const QRectF &exposed) const override;
    QWidget *createOptionsWidget(QWidget *parent) override;

Q_SIGNALS:
    void typeChanged(model::MarkerType type);
    void numberChanged(int number);
    void playerChanged(int player);

private:
    /// A marker of the current type and values on the site of `e`.
    model::Marker markerAt(const ToolEvent &e) const;
    static bool sameSite(const model::Marker &a, const model::Marker &b);
    QRectF siteRect(const model::Marker &m) const;
    void setHover(std::optional<model::Marker> hover);
    void updateOptionStates();

    model::MarkerType m_type = model::MarkerType::StartSettlement;
    int m_number = 0;
    int m_player = 0;
    std::optional<model::Marker> m_hover;
    bool m_hoverLegal = false;
    QPointer<QSpinBox> m_numberBox;
    QPointer<QSpinBox> m_playerBox;
    QPointer<QLabel> m_siteHint;
};

} // namespace isle::editor
