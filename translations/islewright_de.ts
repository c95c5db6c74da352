<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>BatchFindings</name>
    <message>
        <source>%1% ± %2%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1, %2) %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>north</source>
        <comment>corner of a hex</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>south</source>
        <comment>corner of a hex</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the intersection at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 intersection at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Only %n game(s) finished: too few for reliable findings.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins %2 of games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins %2 of games: more than the fair %3%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins %2 of games: less than the fair %3%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% of games hit the turn limit of %2 turns without a winner: the map may be too poor or too blocked to finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% of games hit the turn limit of %2 turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games last %1 turns on average (shortest %2, longest %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 and %3 pips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built on in %1%, %2% and %3% of games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best three spots (%1) are adjacent, within %2 road steps of each other, so one player can take two of them; they were %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best three spots (%1) are spread over the board; they were %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most built-on spot is %1 (%2 pips): built on in %3% of games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is scarce: %2% of all production (a fair share is %3%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is plentiful: %2% of all production (a fair share is %3%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The small islands (%n island(s) besides the largest) were settled in %1% of games.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playtest of %1: %n game(s), %2 players (%3), seed %4</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BatchPanel</name>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch of self-play games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same seed, same games: results do not depend on the thread count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where settlements and cities stood at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Findings&lt;/b&gt;&lt;br&gt;Run a batch: the findings appear here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This map cannot be playtested: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 games · %3 games/s · %4 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimating</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n game(s); the results cover those.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished %n game(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No game finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Findings&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was made on a different map or rules than the one open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Showing the saved report %1 (%n game(s)).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Save Playtest Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playtest reports (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Playtest Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The summary is on the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartWidget</name>
    <message>
        <source>Run a batch to see this chart.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CompiledGames</name>
    <message>
        <source>%1: this map cannot be played with %2 players: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DisplayNames</name>
    <message>
        <source>Hills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pasture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mountains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Desert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unassigned land</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oasis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trade castle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quarry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glassworks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fish shoal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pirate lair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Council of Catan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3:1 harbor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brick 2:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lumber 2:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wool 2:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grain 2:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ore 2:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unassigned harbor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catan (base game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catan 5–6 player extension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seafarers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seafarers 5–6 player extension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cities &amp; Knights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cities &amp; Knights 5–6 player extension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traders &amp; Barbarians</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traders &amp; Barbarians 5–6 player extension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explorers &amp; Pirates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explorers &amp; Pirates 5–6 player extension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed (as on the board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spiral (letter order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random from the token pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base game (A–R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5–6 players (A–Zc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First settlement on each foreign island</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First settlement in an area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No starting settlement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting settlement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Village</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catan chit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pirate fortress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortress route site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Development card spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Great Wall site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Great Bridge site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fishing ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barbarian start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pirate attack</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventDescriber</name>
    <message>
        <source>off the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 %2 hex at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the barren hex at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sea at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gets %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody produces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes the Longest Road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes the Largest Army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins with %2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the turn limit ends the game without a winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls 7: the robber moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls %2; %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 builds a settlement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 upgrades a settlement to a city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 builds a road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 buys a development card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays a Knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays Road Building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays Year of Plenty and takes %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays Monopoly on %2 and collects %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 trades %2 for %3 with the bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 offers %2 for %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 accepts the offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 declines the offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 trades with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 withdraws the offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 discards %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves the robber to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 robs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 steals %2 from %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 steals a card from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 gold field at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 builds a ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves a ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves the pirate to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2 from a gold field</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IssueText</name>
    <message>
        <source>off the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red numbers %1 and %2 lie on adjacent hexes %3 and %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numbers %1 and %2 lie on adjacent hexes %3 and %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two tokens showing %1 lie on adjacent hexes %2 and %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gold field %1 carries a red number (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number token on %1 shows %2; tokens show 2–6 or 8–12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hex %1 (%2) carries a number token (%3); this terrain carries none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hex %1 (%2) has no number token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The harbor at %1 (%2) lies on %3; harbors lie on sea or frame.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A harbor (%1) faces %2 at %3; a harbor faces a land hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The harbors at %1 and %2 share an intersection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The harbor at %1 lies on a closed lake, not on open sea.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The scenario uses %n 2:1 harbor(s) for %1; the boxes allow %2.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The standard board uses %n hex(es) of %1; the boxes hold exactly %2.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The standard board uses %n number token(s) showing %1; the boxes hold exactly %2.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The standard board uses %n 2:1 harbor(s) for %1; the boxes hold exactly %2.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The standard board uses %n 3:1 harbor(s); the boxes hold exactly %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The map needs %n hex(es) of %1; the chosen boxes contain %2.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The map needs %n number token(s) showing %1; the chosen boxes contain %2.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The map needs %n 3:1 harbor(s); the chosen boxes contain %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The rulebooks do not state every component count of the chosen boxes; unknown counts are not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hex %1 names the area “%2”, which the scenario does not define.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es) outside any area are drawn at set-up; their terrain pool holds %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The area “%1” has %n hex(es) drawn at set-up; its terrain pool holds %2.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The area “%1” needs %n number token(s) at set-up; it has %2.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n harbor(s) outside any area are drawn at set-up; their harbor pool holds %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The area “%1” has %n harbor(s) drawn at set-up; its harbor pool holds %2.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The robber starts at %1 (%2); it belongs on land or off the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The robber starts at %1 (%2) although the board has a desert.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board has a desert but no robber; the robber starts in the desert.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pirate starts at %1 (%2); it sails on sea hexes only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pirate starts at %1 but none of the chosen boxes uses the pirate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lake %1 lies on the coast; lakes lie inland.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board has no land.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Only %n starting settlement(s) fit under the distance rule; %1 players need %2.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The island at %1 (%n hex(es)) has no starting intersection and no box provides ships to reach it.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At most %n victory point(s) can be reached; the target is %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The victory points available with these boxes are not known from the rulebooks; the target of %1 is not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario is for %1–%2 players; the chosen boxes support %3–%4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The override of the check “%1” is “%2”; expected off, error, warning or info.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario overrides the unknown check “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The check “%1” reports a problem.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corner of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Information</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonFile</name>
    <message>
        <source>Could not open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not valid JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LengthHistogram</name>
    <message>
        <source>Game length (turns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run a batch to see the game lengths (saved reports keep no per-game lengths).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How fast the bots move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot pace:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trade with the bank at your best rate (4:1, or 3:1 / 2:1 with a harbor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Events&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This map cannot be played: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose who plays each seat and start a game. Humans share this screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game reached the turn limit without a winner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: place a start settlement on a highlighted intersection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: place a road next to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: roll the dice (or play a development card first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: build on a highlighted spot, trade, buy or play a card, or end the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: discard %n more card(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: move the robber to a highlighted hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: choose whom to rob.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: place your free roads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 offers %3 for %4. Accept?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: pick a trading partner or withdraw the offer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy Development Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept Offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decline Offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw Offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trade with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard %1 (%2 in hand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rob %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Road Building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Year of Plenty: %1 + %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monopoly on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (%3:1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No development card to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build a Road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build a Ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: click where the ship sails to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: move the robber (land) or the pirate (sea) to a highlighted hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: choose %n resource(s) for the gold field.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel Ship Move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerInfoPanel</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; &amp;nbsp;&lt;span style=&apos;color:#555&apos;&gt;%2&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; victory points shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1× %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no development cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n resource card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n development card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>knights %1 · longest road %2 · supply %3 settlements, %4 cities, %5 roads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest Road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest Army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>knights %1 · trade route %2 · supply %3 settlements, %4 cities, %5 roads, %6 ships</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest Trade Route</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaytestNames</name>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lumber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Road Building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Year of Plenty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monopoly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory Point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greedy bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random bot</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaytestWindow</name>
    <message>
        <source>The map changed in the editor since this window took its copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the Current Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playtest — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:14pt; font-weight:600&apos;&gt;%1&lt;/span&gt; &amp;nbsp; %2–%3 players · %4 victory points · the map as it is on screen, saved or not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules engine cannot play this map: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch a Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board dealt from the map&apos;s pools with seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal This Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same board as islewright-cli generate --seed with this seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal Another Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map&apos;s pools cannot be dealt into a board: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProductionChart</name>
    <message>
        <source>Cards produced per game, by resource and seat</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayModel</name>
    <message>
        <source>The map cannot be played by the rules engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was played by %1 players, the map is compiled for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was played on a different map or rules (scenario hash %1, this map has %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action %1 of the game (%2) is not legal in its position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The replayed game does not end in the recorded final state.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayPanel</name>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Game Record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Game Record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or play a new game with bots:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Events&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step back one action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step forward one action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown bot &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>action %1 / %2 · turn %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Game Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Game Record</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenarioFileIo</name>
    <message>
        <source>Cannot open the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(line %1, column %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenarioTemplates</name>
    <message>
        <source>Empty Sea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open water inside a frame, to paint a map from scratch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base Game, 5–6 Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The beginner set-up of the 5–6 player extension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base Game, 3–4 Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The beginner set-up of the base game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatSetup</name>
    <message>
        <source>Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:%1&apos;&gt;■&lt;/span&gt; %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UndoCommands</name>
    <message>
        <source>Set Harbor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Harbor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Robber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Pirate</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WinRateChart</name>
    <message>
        <source>Win rate per seat (95% interval)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fair share</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::AreaTool</name>
    <message>
        <source>Area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint cells into the chosen area; right-drag takes them out of their area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an area in the tool options first (add areas in the areas editor).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove from Area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint Area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The area the brush paints into</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::AreasEditor</name>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting settlements allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Named groups of hexes with their own set-up pools; paint hexes into an area in the hex table or with the area tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start restriction: may players place their starting settlements on this area?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outer-ring corner hex where the spiral starts (0–5), or random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token values for random placement, separated by spaces (e.g. 2 3 3 4 4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tokens:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Spiral letters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spiral &amp;start:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token &amp;pool:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrains drawn onto the area&apos;s unassigned hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Terrain Pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harbor pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harbor types drawn onto unassigned harbors serving the area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Harbor Pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Area Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename Area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Start Restriction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Token Placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Spiral</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Token Pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Spiral Start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::BoardView</name>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>area %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 harbor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>robber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pirate</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::BrushTool</name>
    <message>
        <source>1: one hex; 2 and 3: that many rings around it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brush size:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::DiagnosticsDock</name>
    <message>
        <source>Diagnostics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems found: the scenario follows every enabled rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::editor::DiagnosticsModel</name>
    <message numerus="yes">
        <source>Errors (%n)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Warnings (%n)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Information (%n)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::EditActions</name>
    <message>
        <source>&amp;Copy Cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cu&amp;t Cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste Cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the copied cells at the cell under the mouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate Selection &amp;Clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate Selection C&amp;ounter-clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mirror Selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;size Board...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Generate Board...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select cells to copy first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) copied.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cut Cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clipboard holds no cells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clipboard holds no cells Islewright can read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste Cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the cells to transform first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate Selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirror Selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resize Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows or columns to add (positive, as sea) or remove (negative)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottom:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed (the same seed gives the same board):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot generate: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate Board (seed %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated the board with seed %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::EraseTool</name>
    <message>
        <source>Erase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove cells from the board, with their harbors, markers and pieces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erase Cells</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::ExchangeController</name>
    <message>
        <source>Pioneers maps (*.game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiled maps (*.tmx)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF for printing (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pioneers cannot represent this board; nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Pioneers map loses the following.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Tiled map cannot be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the tileset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image width in pixels:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printed hex width, flat side to flat side (mm):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported %1 (%n page(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot export to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Pioneers Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Pioneers map cannot be imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported; Islewright does not keep the following.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::FileController</name>
    <message>
        <source>Islewright scenarios (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The template “%1” could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New scenario from “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>“%1” could not be opened: %n problem(s) found.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Scenario As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario could not be saved to %1:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard all changes to “%1” and reload the saved file?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” has unsaved changes. Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an unsaved scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore Unsaved Work?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Islewright did not close normally. Unsaved changes to %1 from %2 were kept.

Restore them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore Autosave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored unsaved changes to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::FloodFillTool</name>
    <message>
        <source>Fill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill the connected cells of one terrain with the palette&apos;s terrain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill works on board cells; paint new cells with the brush.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill with %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::FrameTool</name>
    <message>
        <source>Frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add frame cells around the board; right-drag removes them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board is already framed (or empty).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surround with Frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint Frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a frame cell on every free cell next to the board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::HarborTool</name>
    <message>
        <source>Harbor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a coastal path to lay a harbor of the chosen type; right-click removes one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No harbor here: a harbor needs board cells on both sides of the path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No harbor here: both sides of the path are water.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No harbor here: a harbor needs water on one side and land on the other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No harbor here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The harbor a click lays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harbor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No harbor here: the harbor on %1 facing %2 already serves an intersection of this path.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::HexTableDock</name>
    <message>
        <source>Hex Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every cell of the board. Double-click a terrain, token or area to change it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::HexTableModel</name>
    <message>
        <source>Hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click to change; the change can be undone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Area</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::IssueListDialog</name>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems in the File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy All</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::MainWindow</name>
    <message>
        <source>Unsaved changes kept in an autosave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a scenario file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the scenario under a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard all changes and reload the saved file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import Pioneers Map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read a Pioneers .game map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pioneers Map (.game)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tiled Map (.tmx)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;SVG Picture…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;NG Image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF for Print at &amp;Real Size…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the scenario for another program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit Islewright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select every hex of the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete Hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected hexes from the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the %1 panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Playtest…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the map with the rules engine: batch statistics, replays, games against bots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Islewright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Islewright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Islewright %1&lt;/h3&gt;&lt;p&gt;A map and scenario editor for Catan-style hex boards.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Qt toolkit&apos;s version and licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — Islewright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n land</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n harbor(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n selected</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Highlight &amp;Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outline the hexes, harbors and intersections the rule checks complain about</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intersection &amp;Heat Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour every intersection by its production (pips): blue poor, red rich</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::MarkerTool</name>
    <message>
        <source>Click a hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click near an intersection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click near a path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to place a scenario marker of the chosen kind (starting pieces, villages, fortresses, chits…); click it again to remove it; right-click removes markers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1 lies on the coast: the intersection must touch land and water.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1 needs an intersection on land.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1 sails: one side of the path must be water.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1 runs along land: one side of the path must be land.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The marker a click places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marker:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number printed on a village, fishing ground or Catan chit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player a starting settlement, road or ship belongs to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::PaletteDock</name>
    <message>
        <source>Terrains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The terrain the brush and the fill tool paint</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::PieceTool</name>
    <message>
        <source>Robber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pirate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a land cell to start the robber there; right-click removes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a sea cell to start the pirate there; right-click removes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The robber stands on land, not on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pirate starts on sea, not on %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::PropertiesDock</name>
    <message>
        <source>Scenario Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name players see</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A short unique identifier, used by exports and tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The boxes needed to play this scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest players the scenario supports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most players the scenario supports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory points needed to win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Products:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mi&amp;n. players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ma&amp;x. players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Victory points:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Author</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Products</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Player Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Victory Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a 7, players holding more cards than this discard half (base rules: 7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Friendly robber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The robber may not be placed on hexes of players with 2 or fewer points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paired players (5–6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5–6 player rule: a second player takes a turn after each player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discovering fog yields its resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A coastal start settlement may take a ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Rule: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Discard Limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra victory points the scenario awards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory points awarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The area whose first settlement scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special victory points:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;oints:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;rea:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;escription:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Special Victory Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Special Victory Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Special Victory Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::ScenarioDocument</name>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::SelectTool</name>
    <message>
        <source>Select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select cells: click or drag a rectangle; Shift adds, Ctrl removes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::SpiralTool</name>
    <message>
        <source>Token Spiral</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click an island&apos;s area to lay the lettered tokens along the spiral.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no land to lay a spiral on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay Token Spiral</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The sequence ran out: %n hex(es) left without a token.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) of the sequence found no hex.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) laid.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Click a land cell of the island to lay its spiral.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start corner:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter-clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Direction:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letters:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::StartRestrictionTool</name>
    <message>
        <source>Start Restriction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click an intersection to forbid or allow a starting settlement there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow Starting Settlement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only intersections on land can take a settlement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forbid Starting Settlement</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::StatisticsChart</name>
    <message>
        <source>Pips per resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pips · %2 per hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start production per seat (snake draft)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No starting intersections.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n players: weakest / strongest seat %1 / %2 pips (%3)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::StatisticsDock</name>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance score %1 / 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resource balance %1 · spot spread %2 · clustering %3 · seat fairness %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 pips on %n producing hex(es)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Best intersection: %1 pips at a corner of %2; spread %3–%4 (median %5)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::TerrainBrushTool</name>
    <message>
        <source>Terrain Brush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint the palette&apos;s terrain; right-drag erases cells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erase Cells</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::TerrainPaletteModel</name>
    <message>
        <source>Paint %1 with the terrain brush</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::TokenTool</name>
    <message>
        <source>Number Token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to lay the chosen number, type a number over a cell, drag a token to swap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes no number token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Token %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type 0, 1 or 2 for 10, 11 or 12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a number token (2–6, 8–12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number a click lays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::ToolManager</name>
    <message>
        <source>%1 (%2)
%3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::editor::UndoHistoryDock</name>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;opened file&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every change, oldest first; click an entry to return to it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Map and scenario editor for Catan-style hex boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario file to open</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
