<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>BatchFindings</name>
    <message numerus="yes">
        <source>Only %n game(s) finished: too few for reliable findings.</source>
        <translation>
            <numerusform>Only %n game finished: too few for reliable findings.</numerusform>
            <numerusform>Only %n games finished: too few for reliable findings.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playtest of %1: %n game(s), %2 players (%3), seed %4</source>
        <translation>
            <numerusform>Playtest of %1: %n game, %2 players (%3), seed %4</numerusform>
            <numerusform>Playtest of %1: %n games, %2 players (%3), seed %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the island at (%1, %2) with %n hex(es)</source>
        <translation>
            <numerusform>the island at (%1, %2) with %n hex</numerusform>
            <numerusform>the island at (%1, %2) with %n hexes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message numerus="yes">
        <source>%1: generated with seed %2 in %n attempt(s), written to %3</source>
        <translation>
            <numerusform>%1: generated with seed %2 in %n attempt, written to %3</numerusform>
            <numerusform>%1: generated with seed %2 in %n attempts, written to %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) checked: %1 valid, %2 with errors</source>
        <translation>
            <numerusform>%n file checked: %1 valid, %2 with errors</numerusform>
            <numerusform>%n files checked: %1 valid, %2 with errors</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EngineLimitText</name>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n hex</numerusform>
            <numerusform>%n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n intersection(s)</source>
        <translation>
            <numerusform>%n intersection</numerusform>
            <numerusform>%n intersections</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n path(s)</source>
        <translation>
            <numerusform>%n path</numerusform>
            <numerusform>%n paths</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EventDescriber</name>
    <message numerus="yes">
        <source>%1 takes %n gift(s) of the Forgotten Tribe</source>
        <translation>
            <numerusform>%1 takes %n gift of the Forgotten Tribe</numerusform>
            <numerusform>%1 takes %n gifts of the Forgotten Tribe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bolt(s) of cloth</source>
        <translation>
            <numerusform>%n bolt of cloth</numerusform>
            <numerusform>%n bolts of cloth</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the fortress has strength %1 against %n warship(s)</source>
        <translation>
            <numerusform>the fortress has strength %1 against %n warship</numerusform>
            <numerusform>the fortress has strength %1 against %n warships</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %2 loses %n ship(s)</source>
        <translation>
            <numerusform>%1; %2 loses %n ship</numerusform>
            <numerusform>%1; %2 loses %n ships</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GeneratorErrorText</name>
    <message numerus="yes">
        <source>No board meets the constraint “%1” (%n attempt(s)).</source>
        <translation>
            <numerusform>No board meets the constraint “%1” (%n attempt).</numerusform>
            <numerusform>No board meets the constraint “%1” (%n attempts).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImageExporter</name>
    <message numerus="yes">
        <source>Print the %n sheet(s) at 100 % (no fit to page). Cut each sheet along its crop marks, then lay the sheets out as shown here, matching the circled crosses on neighbouring sheets. Grey places have no board and are not printed.</source>
        <translation>
            <numerusform>Print the %n sheet at 100 % (no fit to page). Cut each sheet along its crop marks, then lay the sheets out as shown here, matching the circled crosses on neighbouring sheets. Grey places have no board and are not printed.</numerusform>
            <numerusform>Print the %n sheets at 100 % (no fit to page). Cut each sheet along its crop marks, then lay the sheets out as shown here, matching the circled crosses on neighbouring sheets. Grey places have no board and are not printed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IssueText</name>
    <message numerus="yes">
        <source>The scenario uses %n 2:1 harbor(s) for %1; the boxes allow %2.</source>
        <translation>
            <numerusform>The scenario uses %n 2:1 harbor for %1; the boxes allow %2.</numerusform>
            <numerusform>The scenario uses %n 2:1 harbors for %1; the boxes allow %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The standard board uses %n hex(es) of %1; the boxes hold exactly %2.</source>
        <translation>
            <numerusform>The standard board uses %n hex of %1; the boxes hold exactly %2.</numerusform>
            <numerusform>The standard board uses %n hexes of %1; the boxes hold exactly %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The standard board uses %n number token(s) showing %1; the boxes hold exactly %2.</source>
        <translation>
            <numerusform>The standard board uses %n number token showing %1; the boxes hold exactly %2.</numerusform>
            <numerusform>The standard board uses %n number tokens showing %1; the boxes hold exactly %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The standard board uses %n 2:1 harbor(s) for %1; the boxes hold exactly %2.</source>
        <translation>
            <numerusform>The standard board uses %n 2:1 harbor for %1; the boxes hold exactly %2.</numerusform>
            <numerusform>The standard board uses %n 2:1 harbors for %1; the boxes hold exactly %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The standard board uses %n 3:1 harbor(s); the boxes hold exactly %1.</source>
        <translation>
            <numerusform>The standard board uses %n 3:1 harbor; the boxes hold exactly %1.</numerusform>
            <numerusform>The standard board uses %n 3:1 harbors; the boxes hold exactly %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The map needs %n hex(es) of %1; the chosen boxes contain %2.</source>
        <translation>
            <numerusform>The map needs %n hex of %1; the chosen boxes contain %2.</numerusform>
            <numerusform>The map needs %n hexes of %1; the chosen boxes contain %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The map needs %n number token(s) showing %1; the chosen boxes contain %2.</source>
        <translation>
            <numerusform>The map needs %n number token showing %1; the chosen boxes contain %2.</numerusform>
            <numerusform>The map needs %n number tokens showing %1; the chosen boxes contain %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The map needs %n 3:1 harbor(s); the chosen boxes contain %1.</source>
        <translation>
            <numerusform>The map needs %n 3:1 harbor; the chosen boxes contain %1.</numerusform>
            <numerusform>The map needs %n 3:1 harbors; the chosen boxes contain %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es) outside any area are drawn at set-up; their terrain pool holds %1.</source>
        <translation>
            <numerusform>%n hex outside any area are drawn at set-up; their terrain pool holds %1.</numerusform>
            <numerusform>%n hexes outside any area are drawn at set-up; their terrain pool holds %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The area “%1” has %n hex(es) drawn at set-up; its terrain pool holds %2.</source>
        <translation>
            <numerusform>The area “%1” has %n hex drawn at set-up; its terrain pool holds %2.</numerusform>
            <numerusform>The area “%1” has %n hexes drawn at set-up; its terrain pool holds %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The area “%1” needs %n number token(s) at set-up; it has %2.</source>
        <translation>
            <numerusform>The area “%1” needs %n number token at set-up; it has %2.</numerusform>
            <numerusform>The area “%1” needs %n number tokens at set-up; it has %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n harbor(s) outside any area are drawn at set-up; their harbor pool holds %1.</source>
        <translation>
            <numerusform>%n harbor outside any area are drawn at set-up; their harbor pool holds %1.</numerusform>
            <numerusform>%n harbors outside any area are drawn at set-up; their harbor pool holds %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The area “%1” has %n harbor(s) drawn at set-up; its harbor pool holds %2.</source>
        <translation>
            <numerusform>The area “%1” has %n harbor drawn at set-up; its harbor pool holds %2.</numerusform>
            <numerusform>The area “%1” has %n harbors drawn at set-up; its harbor pool holds %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only %n starting settlement(s) fit under the distance rule; %1 players need %2.</source>
        <translation>
            <numerusform>Only %n starting settlement fit under the distance rule; %1 players need %2.</numerusform>
            <numerusform>Only %n starting settlements fit under the distance rule; %1 players need %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The island at %1 (%n hex(es)) has no starting intersection and no box provides ships to reach it.</source>
        <translation>
            <numerusform>The island at %1 (%n hex) has no starting intersection and no box provides ships to reach it.</numerusform>
            <numerusform>The island at %1 (%n hexes) has no starting intersection and no box provides ships to reach it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At most %n victory point(s) can be reached; the target is %1.</source>
        <translation>
            <numerusform>At most %n victory point can be reached; the target is %1.</numerusform>
            <numerusform>At most %n victory points can be reached; the target is %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The area “%1” has %n unassigned hex(es) under a locked number token, more than the terrains in its pool that take a number (%2). Unlock tokens (Edit › Lock Tokens) or add such terrains.</source>
        <translation>
            <numerusform>The area “%1” has %n unassigned hex under a locked number token, more than the terrains in its pool that take a number (%2). Unlock tokens (Edit › Lock Tokens) or add such terrains.</numerusform>
            <numerusform>The area “%1” has %n unassigned hexes under a locked number token, more than the terrains in its pool that take a number (%2). Unlock tokens (Edit › Lock Tokens) or add such terrains.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LockSummary</name>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n hex</numerusform>
            <numerusform>%n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n harbor(s)</source>
        <translation>
            <numerusform>%n harbor</numerusform>
            <numerusform>%n harbors</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::editor::BatchPanel</name>
    <message numerus="yes">
        <source>Cancelled after %n game(s); the results cover those.</source>
        <translation>
            <numerusform>Cancelled after %n game; the results cover those.</numerusform>
            <numerusform>Cancelled after %n games; the results cover those.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished %n game(s).</source>
        <translation>
            <numerusform>Finished %n game.</numerusform>
            <numerusform>Finished %n games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing the saved report %1 (%n game(s)).</source>
        <translation>
            <numerusform>Showing the saved report %1 (%n game).</numerusform>
            <numerusform>Showing the saved report %1 (%n games).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing the saved report %1 (%n game(s), each on its own board dealt from the map&apos;s pools).</source>
        <translation>
            <numerusform>Showing the saved report %1 (%n game, on its own board dealt from the map&apos;s pools).</numerusform>
            <numerusform>Showing the saved report %1 (%n games, each on its own board dealt from the map&apos;s pools).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::editor::DiagnosticsDock</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n note</numerusform>
            <numerusform>%n notes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::editor::DiagnosticsModel</name>
    <message numerus="yes">
        <source>Errors (%n)</source>
        <translation>
            <numerusform>Errors (%n)</numerusform>
            <numerusform>Errors (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Warnings (%n)</source>
        <translation>
            <numerusform>Warnings (%n)</numerusform>
            <numerusform>Warnings (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Information (%n)</source>
        <translation>
            <numerusform>Information (%n)</numerusform>
            <numerusform>Information (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::editor::EditActions</name>
    <message numerus="yes">
        <source>%n cell(s) copied.</source>
        <translation>
            <numerusform>%n cell copied.</numerusform>
            <numerusform>%n cells copied.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Locked %n hex(es): a new deal keeps their terrain and token.</source>
        <translation>
            <numerusform>Locked %n hex: a new deal keeps their terrain and token.</numerusform>
            <numerusform>Locked %n hexes: a new deal keeps their terrain and token.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dealt the fairest of %n board(s): seed %1, balance score %2.</source>
        <translation>
            <numerusform>Dealt the fairest of %n board: seed %1, balance score %2.</numerusform>
            <numerusform>Dealt the fairest of %n boards: seed %1, balance score %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Locked %n harbor(s): a new deal keeps their type.</source>
        <translation>
            <numerusform>Locked %n harbor: a new deal keeps their type.</numerusform>
            <numerusform>Locked %n harbors: a new deal keeps their type.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unlocked %n token(s).</source>
        <translation>
            <numerusform>Unlocked %n token.</numerusform>
            <numerusform>Unlocked %n tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Locked %n token(s): a new deal keeps the number and deals the terrain under it again.</source>
        <translation>
            <numerusform>Locked %n token: a new deal keeps the number and deals the terrain under it again.</numerusform>
            <numerusform>Locked %n tokens: a new deal keeps the numbers and deals the terrain under them again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::editor::ExchangeController</name>
    <message numerus="yes">
        <source>Exported %1 (%n page(s))</source>
        <translation>
            <numerusform>Exported %1 (%n page)</numerusform>
            <numerusform>Exported %1 (%n pages)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::editor::FileController</name>
    <message numerus="yes">
        <source>“%1” could not be opened: %n problem(s) found.</source>
        <translation>
            <numerusform>“%1” could not be opened: %n problem found.</numerusform>
            <numerusform>“%1” could not be opened: %n problems found.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::editor::MainWindow</name>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n hex</numerusform>
            <numerusform>%n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n land</source>
        <translation>
            <numerusform>%n land</numerusform>
            <numerusform>%n land</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n harbor(s)</source>
        <translation>
            <numerusform>%n harbor</numerusform>
            <numerusform>%n harbors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n selected</source>
        <translation>
            <numerusform>%n selected</numerusform>
            <numerusform>%n selected</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::editor::PlayPanel</name>
    <message numerus="yes">
        <source>%1: discard %n more card(s).</source>
        <translation>
            <numerusform>%1: discard %n more card.</numerusform>
            <numerusform>%1: discard %n more cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: choose %n resource(s) for the gold field.</source>
        <translation>
            <numerusform>%1: choose %n resource for the gold field.</numerusform>
            <numerusform>%1: choose %n resources for the gold field.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::editor::PlayerInfoPanel</name>
    <message numerus="yes">
        <source>%n resource card(s)</source>
        <translation>
            <numerusform>%n resource card</numerusform>
            <numerusform>%n resource cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n development card(s)</source>
        <translation>
            <numerusform>%n development card</numerusform>
            <numerusform>%n development cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bolt(s) of cloth</source>
        <translation>
            <numerusform>%n bolt of cloth</numerusform>
            <numerusform>%n bolts of cloth</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>trade relations with %n village(s)</source>
        <translation>
            <numerusform>trade relations with %n village</numerusform>
            <numerusform>trade relations with %n villages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warship(s)</source>
        <translation>
            <numerusform>%n warship</numerusform>
            <numerusform>%n warships</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fortress: %n chit(s) left</source>
        <translation>
            <numerusform>fortress: %n chit left</numerusform>
            <numerusform>fortress: %n chits left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n progress card(s)</source>
        <translation>
            <numerusform>%n progress card</numerusform>
            <numerusform>%n progress cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n knight(s) on the board</source>
        <translation>
            <numerusform>%n knight on the board</numerusform>
            <numerusform>%n knights on the board</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n city wall(s)</source>
        <translation>
            <numerusform>%n city wall</numerusform>
            <numerusform>%n city walls</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::editor::PropertiesDock</name>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n point</numerusform>
            <numerusform>%1: %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::editor::ResizeBoardDialog</name>
    <message numerus="yes">
        <source>%n land hex(es)</source>
        <translation>
            <numerusform>%n land hex</numerusform>
            <numerusform>%n land hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n harbor(s)</source>
        <translation>
            <numerusform>%n harbor</numerusform>
            <numerusform>%n harbors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n marker(s)</source>
        <translation>
            <numerusform>%n marker</numerusform>
            <numerusform>%n markers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::editor::SpiralTool</name>
    <message numerus="yes">
        <source>The sequence ran out: %n hex(es) left without a token.</source>
        <translation>
            <numerusform>The sequence ran out: %n hex left without a token.</numerusform>
            <numerusform>The sequence ran out: %n hexes left without a token.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) of the sequence found no hex.</source>
        <translation>
            <numerusform>%n token of the sequence found no hex.</numerusform>
            <numerusform>%n tokens of the sequence found no hex.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) laid.</source>
        <translation>
            <numerusform>%n token laid.</numerusform>
            <numerusform>%n tokens laid.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::editor::StatisticsChart</name>
    <message numerus="yes">
        <source>%n players: weakest / strongest seat %1 / %2 pips (%3)</source>
        <translation>
            <numerusform>%n players: weakest / strongest seat %1 / %2 pips (%3)</numerusform>
            <numerusform>%n players: weakest / strongest seat %1 / %2 pips (%3)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::editor::StatisticsDock</name>
    <message numerus="yes">
        <source>%1 pips on %n producing hex(es)</source>
        <translation>
            <numerusform>%1 pips on %n producing hex</numerusform>
            <numerusform>%1 pips on %n producing hexes</numerusform>
        </translation>
    </message>
</context>
</TS>
