// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/document/GeneratorErrorText.h"

#include "editor/document/CodeSentences.h"
#include "editor/document/DisplayNames.h"

#include <QStringList>

namespace isle::editor {

namespace {

using Args = QStringList;

// In the order of model::BoardGenerator::errorCodes(); test_Translations checks every code.
const CodeSentence Entries[] = {
    CodeSentence {"generator.max-attempts", 0,
        [](const Args &) {
            return GeneratorErrorText::tr("At least one attempt is needed.");
        }},
    CodeSentence {"generator.negative-limit", 0,
        [](const Args &) {
            return GeneratorErrorText::tr("The constraint limits must not be negative.");
        }},
    CodeSentence {"generator.unknown-area", 2,
        [](const Args &a) {
            return GeneratorErrorText::tr(
                "The hex %1 names the area “%2”, which the scenario does not define.")
                .arg(a[0], a[1]);
        }},
    CodeSentence {"generator.fixed-unassigned", 1,
        [](const Args &a) {
            return GeneratorErrorText::tr("The hex %1 is fixed but has no terrain.").arg(a[0]);
        }},
    CodeSentence {"generator.no-area", 1,
        [](const Args &a) {
            return GeneratorErrorText::tr(
                "The unassigned hex %1 belongs to no area, so no pool can fill it.")
                .arg(a[0]);
        }},
    CodeSentence {"generator.terrain-pool-kind", 2,
        [](const Args &a) {
            return GeneratorErrorText::tr(
                "The terrain pool of the area “%1” holds %2, which cannot be placed.")
                .arg(a[0], DisplayNames::terrainFromFile(a[1]));
        }},
    CodeSentence {"generator.negative-count", 1,
        [](const Args &a) {
            return GeneratorErrorText::tr("A pool count of the area “%1” is negative.").arg(a[0]);
        }},
    CodeSentence {"generator.terrain-pool-short", 3,
        [](const Args &a) {
            return GeneratorErrorText::tr(
                "The terrain pool of the area “%1” has %2 hexes for %3 unassigned hexes.")
                .arg(a[0], a[1], a[2]);
        }},
    CodeSentence {"generator.letters-short", 3,
        [](const Args &a) {
            return GeneratorErrorText::tr(
                "The letter sequence of the area “%1” has %2 tokens for up to %3 token hexes.")
                .arg(a[0], a[1], a[2]);
        }},
    CodeSentence {"generator.letters-invalid", 2,
        [](const Args &a) {
            return GeneratorErrorText::tr(
                "The letter sequence of the area “%1” holds the invalid number %2.")
                .arg(a[0], a[1]);
        }},
    CodeSentence {"generator.spiral-start", 1,
        [](const Args &a) {
            return GeneratorErrorText::tr(
                "The spiral of the area “%1” must start at a corner 0–5 or anywhere (-1).")
                .arg(a[0]);
        }},
    CodeSentence {"generator.token-invalid", 2,
        [](const Args &a) {
            return GeneratorErrorText::tr(
                "The token pool of the area “%1” holds the invalid number %2.")
                .arg(a[0], a[1]);
        }},
    CodeSentence {"generator.token-pool-short", 3,
        [](const Args &a) {
            return GeneratorErrorText::tr(
                "The token pool of the area “%1” has %2 tokens for up to %3 token hexes.")
                .arg(a[0], a[1], a[2]);
        }},
    CodeSentence {"generator.harbor-pool-kind", 1,
        [](const Args &a) {
            return GeneratorErrorText::tr(
                "The harbor pool of the area “%1” holds harbors without a type.")
                .arg(a[0]);
        }},
    CodeSentence {"generator.harbor-no-area", 1,
        [](const Args &a) {
            return GeneratorErrorText::tr("The unassigned harbor at %1 serves no hex of an area.")
                .arg(a[0]);
        }},
    CodeSentence {"generator.token-locks-short", 3,
        [](const Args &a) {
            return GeneratorErrorText::tr(
                "The area “%1” has %2 unassigned hexes under a locked number token, but its "
                "terrain "
                "pool has only %3 terrains that take a number. Unlock some tokens "
                "(Edit › Lock Tokens) or add such terrains to the pool.")
                .arg(a[0], a[1], a[2]);
        }},
    CodeSentence {"generator.harbor-pool-short", 3,
        [](const Args &a) {
            return GeneratorErrorText::tr(
                "The harbor pool of the area “%1” has %2 harbors for %3 unassigned harbors.")
                .arg(a[0], a[1], a[2]);
        }},
    CodeSentence {"generator.harbor-coast-slots", 1,
        [](const Args &a) {
            return GeneratorErrorText::tr(
                "The area “%1” deals its harbors onto its coast, so it cannot also have "
                "unassigned harbors. Give them a type or turn off “Harbors on any coast”.")
                .arg(a[0]);
        }},
    CodeSentence {"generator.harbor-coast-short", 1,
        [](const Args &a) {
            return GeneratorErrorText::tr(
                "In %1 attempts the dealt coast never had room for the harbor pool: harbors may "
                "not share an intersection. Make the pool smaller or the coast longer.")
                .arg(a[0]);
        }},
};

} // namespace

QString GeneratorErrorText::constraint(model::GeneratorConstraint c)
{
    using model::GeneratorConstraint;
    switch (c) {
    case GeneratorConstraint::RedNumbersNotAdjacent:
        return tr("no 6 or 8 next to another 6 or 8");
    case GeneratorConstraint::TwoTwelveNotAdjacent:
        return tr("no 2 or 12 next to another 2 or 12");
    case GeneratorConstraint::EqualNumbersNotAdjacent:
        return tr("no two equal numbers next to each other");
    case GeneratorConstraint::NoRedOnGold:
        return tr("no 6 or 8 on a gold field");
    case GeneratorConstraint::MaxTerrainClump:
        return tr("no larger group of one terrain than the limit");
    case GeneratorConstraint::MaxIntersectionPips:
        return tr("no intersection with more pips than the limit");
    }
    return {};
}

QString GeneratorErrorText::describe(const model::GeneratorError &error)
{
    if (error.kind == model::GeneratorError::Kind::ConstraintUnsatisfied && error.constraint)
        return tr("No board meets the constraint “%1” (%n attempt(s)).", nullptr, error.attempts)
            .arg(constraint(*error.constraint));
    if (auto text = codeSentence(Entries, error.code, error.args))
        return *text;
    return tr("The pools cannot deal this map: %1").arg(QString::fromStdString(error.message));
}

bool GeneratorErrorText::knowsCode(std::string_view code)
{
    return findCodeSentence(Entries, code) != nullptr;
}

} // namespace isle::editor
