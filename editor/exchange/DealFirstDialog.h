// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

#include <cstdint>
#include <optional>

class QCheckBox;
class QSpinBox;

namespace isle::editor {

/// Asked before exporting a map with a variable set-up (pools): other programs cannot hold
/// pools, so the export can deal them first with a seed, exactly as
/// `islewright-cli export --seed N` does (the same seed gives the same board).
class DealFirstDialog : public QDialog
{
    Q_OBJECT

public:
    explicit DealFirstDialog(std::uint64_t seed, QWidget *parent = nullptr);

    /// The seed to deal with, or nullopt to export the map as it is (pools left undealt).
    std::optional<std::uint64_t> dealSeed() const;
    void setDealSeed(std::optional<std::uint64_t> seed);

private:
    QCheckBox *m_deal;
    QSpinBox *m_seed;
};

} // namespace isle::editor
