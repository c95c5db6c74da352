<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AtomicWrite</name>
    <message>
        <source>only %1 of %2 bytes reached the disk: %3</source>
        <translation>nur %1 von %2 Bytes erreichten die Festplatte: %3</translation>
    </message>
</context>
<context>
    <name>BatchFindings</name>
    <message>
        <source>%1% ± %2%</source>
        <translation>%1% ± %2%</translation>
    </message>
    <message>
        <source>(%1, %2) %3</source>
        <translation>(%1, %2) %3</translation>
    </message>
    <message>
        <source>north</source>
        <comment>corner of a hex</comment>
        <translation>Nordecke</translation>
    </message>
    <message>
        <source>south</source>
        <comment>corner of a hex</comment>
        <translation>Südecke</translation>
    </message>
    <message>
        <source>the intersection at %1</source>
        <translation>die Kreuzung bei %1</translation>
    </message>
    <message>
        <source>the %1 intersection at %2</source>
        <translation>die Kreuzung %1 bei %2</translation>
    </message>
    <message>
        <source>No game finished.</source>
        <translation>Keine Partie wurde beendet.</translation>
    </message>
    <message numerus="yes">
        <source>Only %n game(s) finished: too few for reliable findings.</source>
        <translation>
            <numerusform>Nur %n Partie beendet: zu wenige für verlässliche Befunde.</numerusform>
            <numerusform>Nur %n Partien beendet: zu wenige für verlässliche Befunde.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins %2 of games.</source>
        <translation>%1 gewinnt %2 der Partien.</translation>
    </message>
    <message>
        <source>%1 wins %2 of games: more than the fair %3%.</source>
        <translation>%1 gewinnt %2 der Partien: mehr als die faire Quote von %3%.</translation>
    </message>
    <message>
        <source>%1 wins %2 of games: less than the fair %3%.</source>
        <translation>%1 gewinnt %2 der Partien: weniger als die faire Quote von %3%.</translation>
    </message>
    <message>
        <source>%1% of games hit the turn limit of %2 turns without a winner: the map may be too poor or too blocked to finish.</source>
        <translation>%1% der Partien erreichen das Zuglimit von %2 Zügen ohne Sieger: Die Karte ist womöglich zu arm oder zu verbaut, um das Spiel zu beenden.</translation>
    </message>
    <message>
        <source>%1% of games hit the turn limit of %2 turns.</source>
        <translation>%1% der Partien erreichen das Zuglimit von %2 Zügen.</translation>
    </message>
    <message>
        <source>Games last %1 turns on average (shortest %2, longest %3).</source>
        <translation>Partien dauern im Schnitt %1 Züge (kürzeste %2, längste %3).</translation>
    </message>
    <message>
        <source>%1, %2 and %3 pips</source>
        <translation>%1, %2 und %3 Pips</translation>
    </message>
    <message>
        <source>built on in %1%, %2% and %3% of games</source>
        <translation>in %1%, %2% und %3% der Partien bebaut</translation>
    </message>
    <message>
        <source>The best three spots (%1) are adjacent, within %2 road steps of each other, so one player can take two of them; they were %3.</source>
        <translation>Die drei besten Bauplätze (%1) liegen nah beieinander, höchstens %2 Straßen voneinander entfernt, sodass ein Spieler zwei davon nehmen kann; sie wurden %3.</translation>
    </message>
    <message>
        <source>The best three spots (%1) are spread over the board; they were %2.</source>
        <translation>Die drei besten Bauplätze (%1) sind über das Spielfeld verteilt; sie wurden %2.</translation>
    </message>
    <message>
        <source>The most built-on spot is %1 (%2 pips): built on in %3% of games.</source>
        <translation>Der am häufigsten bebaute Bauplatz ist %1 (%2 Pips): bebaut in %3% der Partien.</translation>
    </message>
    <message>
        <source>%1 is scarce: %2% of all production (a fair share is %3%).</source>
        <translation>%1 ist knapp: %2% der gesamten Produktion (ein fairer Anteil ist %3%).</translation>
    </message>
    <message>
        <source>%1 is plentiful: %2% of all production (a fair share is %3%).</source>
        <translation>%1 ist reichlich vorhanden: %2% der gesamten Produktion (ein fairer Anteil ist %3%).</translation>
    </message>
    <message numerus="yes">
        <source>Playtest of %1: %n game(s), %2 players (%3), seed %4</source>
        <translation>
            <numerusform>Testspiel von %1: %n Partie, %2 Spieler (%3), Seed %4</numerusform>
            <numerusform>Testspiel von %1: %n Partien, %2 Spieler (%3), Seed %4</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>the island at (%1, %2) with %n hex(es)</source>
        <translation>
            <numerusform>die Insel bei (%1, %2) mit %n Feld</numerusform>
            <numerusform>die Insel bei (%1, %2) mit %n Feldern</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ends with %2 special victory points and buildings on %3 islands (%4 of them foreign) on average.</source>
        <translation>%1 endet im Mittel mit %2 Sondersiegpunkten und Gebäuden auf %3 Inseln (davon %4 fremde).</translation>
    </message>
    <message>
        <source>The winner needed special victory points to reach the target in %1% of games.</source>
        <translation>In %1% der Partien brauchte der Sieger Sondersiegpunkte, um das Ziel zu erreichen.</translation>
    </message>
    <message>
        <source>%1 %2%</source>
        <translation>%1 %2%</translation>
    </message>
    <message>
        <source>%1: built on at the end of %2% of games (%3); a home island of %4.</source>
        <translation>%1: am Ende von %2% der Partien bebaut (%3); Heimatinsel von %4.</translation>
    </message>
    <message>
        <source>Players trade with each other %1 times a game and with the bank or a harbor %2 times.</source>
        <translation>Die Spieler handeln %1-mal pro Spiel miteinander und %2-mal mit der Bank oder einem Hafen.</translation>
    </message>
    <message>
        <source>Played without trade between players: players trade with the bank or a harbor %1 times a game.</source>
        <translation>Gespielt ohne Handel zwischen Spielern: Die Spieler handeln %1-mal pro Spiel mit der Bank oder einem Hafen.</translation>
    </message>
    <message>
        <source>%1 trades with the bank %2 times a game, the others %3: its buildings may lack a resource.</source>
        <translation>%1 handelt %2-mal pro Spiel mit der Bank, die anderen %3-mal: Seinen Gebäuden fehlt vielleicht ein Rohstoff.</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>Write a scenario as JSON, Pioneers .game, Tiled TMX, SVG, PNG or PDF</source>
        <translation>Ein Szenario als JSON, Pioneers-.game, Tiled-TMX, SVG, PNG oder PDF schreiben</translation>
    </message>
    <message>
        <source>Generate the variable set-up of a scenario for a seed</source>
        <translation>Den variablen Aufbau eines Szenarios für einen Seed erzeugen</translation>
    </message>
    <message>
        <source>Read a Pioneers .game map into a scenario file</source>
        <translation>Eine Pioneers-.game-Karte in eine Szenariodatei einlesen</translation>
    </message>
    <message>
        <source>Combine playtest reports of disjoint game ranges exactly</source>
        <translation>Testspielberichte disjunkter Spielbereiche exakt zusammenführen</translation>
    </message>
    <message>
        <source>Self-play a scenario with bots: seat fairness and statistics</source>
        <translation>Ein Szenario von Bots spielen lassen: Sitzfairness und Statistik</translation>
    </message>
    <message>
        <source>Play games and verify the rules engine&apos;s invariants after every action</source>
        <translation>Spiele spielen und nach jeder Aktion die Invarianten der Regel-Engine prüfen</translation>
    </message>
    <message>
        <source>Print the balance statistics of a scenario&apos;s board</source>
        <translation>Die Balancestatistik des Spielplans eines Szenarios ausgeben</translation>
    </message>
    <message>
        <source>Check scenario files and report every problem</source>
        <translation>Szenariodateien prüfen und jedes Problem melden</translation>
    </message>
    <message>
        <source>Usage: islewright-cli COMMAND [ARGUMENTS...]</source>
        <translation>Aufruf: islewright-cli BEFEHL [ARGUMENTE...]</translation>
    </message>
    <message>
        <source>Validate, analyse, playtest, convert and generate Islewright scenario files.</source>
        <translation>Islewright-Szenariodateien prüfen, auswerten, testspielen, umwandeln und erzeugen.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <source>Show this help, or a command&apos;s help: COMMAND --help</source>
        <translation>Diese Hilfe zeigen, oder die Hilfe eines Befehls: BEFEHL --help</translation>
    </message>
    <message>
        <source>Show the version</source>
        <translation>Die Version zeigen</translation>
    </message>
    <message>
        <source>Exit codes: 0 success, 1 rule errors found, 2 unreadable input or wrong usage.</source>
        <translation>Rückgabewerte: 0 Erfolg, 1 Regelfehler gefunden, 2 unlesbare Eingabe oder falscher Aufruf.</translation>
    </message>
    <message>
        <source>islewright-cli: unknown command &apos;%1&apos; (see islewright-cli --help)</source>
        <translation>islewright-cli: unbekannter Befehl „%1“ (siehe islewright-cli --help)</translation>
    </message>
    <message>
        <source>export: cannot write %1: %2</source>
        <translation>export: %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Writes a scenario for another program: json (Islewright&apos;s own format), pioneers (a Pioneers .game map), tmx (a Tiled map plus its terrain tileset PNG), svg, png, or pdf (printable at real hex size, split over pages with cut and alignment marks). Whatever the format cannot hold is named: errors stop the export, warnings say what the file loses.</source>
        <translation>Schreibt ein Szenario für ein anderes Programm: json (Islewrights eigenes Format), pioneers (eine Pioneers-.game-Karte), tmx (eine Tiled-Karte mit ihrem Gelände-Tileset als PNG), svg, png oder pdf (druckbar in echter Feldgröße, auf Seiten verteilt mit Schnitt- und Passmarken). Was das Format nicht fassen kann, wird genannt: Fehler brechen den Export ab, Warnungen sagen, was die Datei verliert.</translation>
    </message>
    <message>
        <source>json, pioneers, tmx, svg, png or pdf (default: from OUT&apos;s extension).</source>
        <translation>json, pioneers, tmx, svg, png oder pdf (Vorgabe: aus der Endung von OUT).</translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation>Die zu schreibende Datei.</translation>
    </message>
    <message>
        <source>Lay out the variable set-up (area pools) with this seed first.</source>
        <translation>Den variablen Aufbau (Gebietsvorräte) vorher mit diesem Seed auslegen.</translation>
    </message>
    <message>
        <source>png: image width in pixels (default 1600).</source>
        <translation>png: Bildbreite in Pixeln (Vorgabe 1600).</translation>
    </message>
    <message>
        <source>svg, tmx: hex size in pixels, centre to corner (default 64).</source>
        <translation>svg, tmx: Feldgröße in Pixeln, Mitte bis Ecke (Vorgabe 64).</translation>
    </message>
    <message>
        <source>pdf: printed hex width in millimetres, flat side to flat side (default 60).</source>
        <translation>pdf: gedruckte Feldbreite in Millimetern, Kante zu Kante (Vorgabe 60).</translation>
    </message>
    <message>
        <source>pdf: a4 or letter (default a4).</source>
        <translation>pdf: a4 oder letter (Vorgabe a4).</translation>
    </message>
    <message>
        <source>tmx: file name of the tileset image written next to OUT (default OUT&apos;s name + -terrain.png).</source>
        <translation>tmx: Dateiname des Tileset-Bildes, das neben OUT geschrieben wird (Vorgabe: Name von OUT + -terrain.png).</translation>
    </message>
    <message>
        <source>The scenario file (JSON).</source>
        <translation>Die Szenariodatei (JSON).</translation>
    </message>
    <message>
        <source>export: expected one FILE and -o OUT (see islewright-cli export --help)</source>
        <translation>export: erwartet eine DATEI und -o OUT (siehe islewright-cli export --help)</translation>
    </message>
    <message>
        <source>export: unknown format &apos;%1&apos; (expected one of %2)</source>
        <translation>export: unbekanntes Format „%1“ (erwartet eines von %2)</translation>
    </message>
    <message>
        <source>export: --%1 needs a whole number from %2 to %3, got &apos;%4&apos;</source>
        <translation>export: --%1 braucht eine ganze Zahl von %2 bis %3, erhalten: „%4“</translation>
    </message>
    <message>
        <source>export: --seed needs a whole number, got &apos;%1&apos;</source>
        <translation>export: --seed braucht eine ganze Zahl, erhalten: „%1“</translation>
    </message>
    <message>
        <source>export: %1 was not written: Pioneers cannot represent the errors above</source>
        <translation>export: %1 wurde nicht geschrieben: Pioneers kann die Fehler oben nicht darstellen</translation>
    </message>
    <message>
        <source>export: cannot write the tileset %1</source>
        <translation>export: das Tileset %1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>export: --hex-mm needs a number, got &apos;%1&apos;</source>
        <translation>export: --hex-mm braucht eine Zahl, erhalten: „%1“</translation>
    </message>
    <message>
        <source>export: --paper must be a4 or letter, got &apos;%1&apos;</source>
        <translation>export: --paper muss a4 oder letter sein, erhalten: „%1“</translation>
    </message>
    <message>
        <source>%1: %2 page(s), %3 × %4</source>
        <translation>%1: %2 Seite(n), %3 × %4</translation>
    </message>
    <message>
        <source>%1: error [generator-constraint] constraint &quot;%2&quot; cannot be met (%3)</source>
        <translation>%1: Fehler [generator-constraint] Bedingung „%2“ ist nicht erfüllbar (%3)</translation>
    </message>
    <message>
        <source>%1: error [generator-pools] the scenario cannot be generated: %2</source>
        <translation>%1: Fehler [generator-pools] das Szenario kann nicht erzeugt werden: %2</translation>
    </message>
    <message>
        <source>Generates the variable set-up of a scenario for one seed: shuffles each area&apos;s terrain pool onto its unassigned hexes, lays the number tokens (letter spiral or random pool), shuffles the harbor pools onto unassigned harbors and puts the robber on a desert. Writes the scenario with the generated board (token placement fixed, harbors typed). The same seed gives the same board on every platform. Exit code 0: written, 1: a constraint cannot be met, 2: bad input or usage.</source>
        <translation>Erzeugt den variablen Aufbau eines Szenarios für einen Seed: mischt den Geländevorrat jedes Gebiets auf seine nicht zugewiesenen Felder, legt die Zahlenchips (Buchstabenspirale oder zufälliger Vorrat), mischt die Hafenvorräte auf die nicht zugewiesenen Häfen und stellt den Räuber in eine Wüste. Schreibt das Szenario mit dem erzeugten Spielplan (Chips fest gelegt, Häfen mit Typ). Derselbe Seed ergibt auf jeder Plattform denselben Spielplan. Rückgabewert 0: geschrieben, 1: eine Bedingung ist nicht erfüllbar, 2: falsche Eingabe oder falscher Aufruf.</translation>
    </message>
    <message>
        <source>The seed (0 to 18446744073709551615).</source>
        <translation>Der Seed (0 bis 18446744073709551615).</translation>
    </message>
    <message>
        <source>Write the scenario to OUT instead of standard output.</source>
        <translation>Das Szenario nach OUT statt auf die Standardausgabe schreiben.</translation>
    </message>
    <message>
        <source>Enforce a constraint (repeatable): red-not-adjacent, 2-12-not-adjacent, equal-not-adjacent, no-red-on-gold, max-clump=N (largest group of one terrain), max-pips=N (most pips on one intersection), or all (every one; clumps &lt;= 3, pips &lt;= 12).</source>
        <translation>Eine Bedingung durchsetzen (wiederholbar): red-not-adjacent, 2-12-not-adjacent, equal-not-adjacent, no-red-on-gold, max-clump=N (größte Gruppe eines Geländes), max-pips=N (meiste Punkte an einer Kreuzung) oder all (alle; Gruppen &lt;= 3, Punkte &lt;= 12).</translation>
    </message>
    <message>
        <source>Fresh shuffles to try before giving up (default 1000).</source>
        <translation>Neue Mischungen, die versucht werden, bevor aufgegeben wird (Vorgabe 1000).</translation>
    </message>
    <message>
        <source>Deal the seeds N, N+1, ... (N = --seed) and keep the fairest board: the one with the highest balance score (islewright-cli stats). Default 1.</source>
        <translation>Die Seeds N, N+1, ... (N = --seed) auslegen und den fairsten Spielplan behalten: den mit der höchsten Balancewertung (islewright-cli stats). Vorgabe 1.</translation>
    </message>
    <message>
        <source>The scenario file with the pools.</source>
        <translation>Die Szenariodatei mit den Vorräten.</translation>
    </message>
    <message>
        <source>islewright-cli generate: give exactly one scenario file (see islewright-cli generate --help)</source>
        <translation>islewright-cli generate: genau eine Szenariodatei angeben (siehe islewright-cli generate --help)</translation>
    </message>
    <message>
        <source>islewright-cli generate: --seed N is required; N is a whole number from 0 to 18446744073709551615</source>
        <translation>islewright-cli generate: --seed N ist nötig; N ist eine ganze Zahl von 0 bis 18446744073709551615</translation>
    </message>
    <message>
        <source>islewright-cli generate: --best-of needs a whole number from 1 to %1</source>
        <translation>islewright-cli generate: --best-of braucht eine ganze Zahl von 1 bis %1</translation>
    </message>
    <message>
        <source>islewright-cli generate: --max-attempts needs a whole number of at least 1</source>
        <translation>islewright-cli generate: --max-attempts braucht eine ganze Zahl von mindestens 1</translation>
    </message>
    <message>
        <source>islewright-cli generate: unknown constraint &quot;%1&quot; (expected red-not-adjacent, 2-12-not-adjacent, equal-not-adjacent, no-red-on-gold, max-clump=N, max-pips=N or all)</source>
        <translation>islewright-cli generate: unbekannte Bedingung „%1“ (erwartet red-not-adjacent, 2-12-not-adjacent, equal-not-adjacent, no-red-on-gold, max-clump=N, max-pips=N oder all)</translation>
    </message>
    <message numerus="yes">
        <source>%1: generated with seed %2 in %n attempt(s), written to %3</source>
        <translation>
            <numerusform>%1: mit Seed %2 in %n Versuch erzeugt, geschrieben nach %3</numerusform>
            <numerusform>%1: mit Seed %2 in %n Versuchen erzeugt, geschrieben nach %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: seed %2 is the fairest board (balance score %3) of %4 dealt</source>
        <translation>%1: Seed %2 ist der fairste Spielplan (Balancewertung %3) von %4 ausgelegten</translation>
    </message>
    <message>
        <source>Reads a Pioneers .game map (as shipped in /usr/share/games/pioneers) into an Islewright scenario. Files Pioneers would refuse are refused with the line and reason; what Islewright cannot keep (random terrain, dice deck, bridges, ...) is listed as warnings.</source>
        <translation>Liest eine Pioneers-.game-Karte (wie in /usr/share/games/pioneers mitgeliefert) in ein Islewright-Szenario ein. Dateien, die Pioneers ablehnen würde, werden mit Zeile und Grund abgelehnt; was Islewright nicht behalten kann (zufälliges Gelände, Würfelkartenstapel, Brücken, ...), wird als Warnung aufgeführt.</translation>
    </message>
    <message>
        <source>Write the scenario to OUT (default: the standard output).</source>
        <translation>Das Szenario nach OUT schreiben (Vorgabe: die Standardausgabe).</translation>
    </message>
    <message>
        <source>The Pioneers .game file.</source>
        <translation>Die Pioneers-.game-Datei.</translation>
    </message>
    <message>
        <source>import: expected one FILE (see islewright-cli import --help)</source>
        <translation>import: erwartet eine DATEI (siehe islewright-cli import --help)</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: nicht lesbar: %2</translation>
    </message>
    <message>
        <source>%1: larger than 4 MiB; not a Pioneers map</source>
        <translation>%1: größer als 4 MiB; keine Pioneers-Karte</translation>
    </message>
    <message>
        <source>Combines playtest reports (from &apos;playtest --json&apos; or &apos;--output&apos;) of the same scenario, bots and seed over disjoint game ranges into one report, exactly as if the games had been played in one run.</source>
        <translation>Führt Testspielberichte (aus „playtest --json“ oder „--output“) desselben Szenarios mit denselben Bots und demselben Seed über disjunkte Spielbereiche zu einem Bericht zusammen, genau als wären die Spiele in einem Lauf gespielt worden.</translation>
    </message>
    <message>
        <source>Write the merged report to FILE instead of the standard output.</source>
        <translation>Den zusammengeführten Bericht nach DATEI statt auf die Standardausgabe schreiben.</translation>
    </message>
    <message>
        <source>Playtest reports (JSON).</source>
        <translation>Testspielberichte (JSON).</translation>
    </message>
    <message>
        <source>merge: expected at least one REPORT file</source>
        <translation>merge: erwartet mindestens eine BERICHT-Datei</translation>
    </message>
    <message>
        <source>%1: not a playtest report: %2</source>
        <translation>%1: kein Testspielbericht: %2</translation>
    </message>
    <message>
        <source>%1: cannot merge: %2</source>
        <translation>%1: nicht zusammenführbar: %2</translation>
    </message>
    <message>
        <source>merge: cannot write %1: %2</source>
        <translation>merge: %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>hex %1,%2, %3 hexes</source>
        <translation>Feld %1,%2, %3 Felder</translation>
    </message>
    <message>
        <source>Islands and special victory points (means per game):</source>
        <translation>Inseln und Sondersiegpunkte (Mittel je Spiel):</translation>
    </message>
    <message>
        <source>Seat  Special VP  Islands settled  Foreign islands</source>
        <translation>Platz Sonder-SP   Inseln           Fremde Inseln</translation>
    </message>
    <message>
        <source>The winner needed special victory points in %1 of %2 games (%3).</source>
        <translation>Der Sieger brauchte Sondersiegpunkte in %1 von %2 Spielen (%3).</translation>
    </message>
    <message>
        <source>Islands (share of games built on at the end: by anyone; by seat 1..%1; home island of seat 1..%1):</source>
        <translation>Inseln (Anteil der Spiele, in denen am Ende dort gebaut ist: von irgendwem; von Platz 1..%1; Heimatinsel von Platz 1..%1):</translation>
    </message>
    <message>
        <source>home %1</source>
        <translation>Heimat %1</translation>
    </message>
    <message>
        <source>Playtest of %1: %2 games, seed %3, %4 players</source>
        <translation>Testspiel von %1: %2 Spiele, Seed %3, %4 Spieler</translation>
    </message>
    <message>
        <source>Domestic trade: off (--no-domestic-trade; maritime trade only)</source>
        <translation>Handel zwischen Spielern: aus (--no-domestic-trade; nur Seehandel)</translation>
    </message>
    <message>
        <source>Turns per game: mean %1, min %2, max %3; stalled (turn limit %4): %5</source>
        <translation>Züge je Spiel: Mittel %1, min %2, max %3; abgebrochen (Zuggrenze %4): %5</translation>
    </message>
    <message>
        <source>Seat  Bot       Wins   Win rate  95% interval     Mean VP  Longest road  Largest army</source>
        <translation>Platz Bot       Siege  Siegrate  95-%-Intervall   Mittl.SP Längste S.    Rittermacht</translation>
    </message>
    <message>
        <source>Production per game (brick, lumber, wool, grain, ore):</source>
        <translation>Ertrag je Spiel (Lehm, Holz, Wolle, Getreide, Erz):</translation>
    </message>
    <message>
        <source>seat %1:</source>
        <translation>Platz %1:</translation>
    </message>
    <message>
        <source>Cloth for Catan: games ended because 3 or fewer villages had cloth: %1 (%2), of them drawn: %3</source>
        <translation>Stoff für Catan: Spiele, die endeten, weil 3 oder weniger Dörfer Stoff hatten: %1 (%2), davon unentschieden: %3</translation>
    </message>
    <message>
        <source>Bolts of cloth per game (2 = 1 VP):</source>
        <translation>Stoffballen je Spiel (2 = 1 SP):</translation>
    </message>
    <message>
        <source>seat %1: %2</source>
        <translation>Platz %1: %2</translation>
    </message>
    <message>
        <source>Most settled intersections (q,r,N|S: share of games built on):</source>
        <translation>Meistbesiedelte Kreuzungen (q,r,N|S: Anteil der Spiele, in denen dort gebaut ist):</translation>
    </message>
    <message>
        <source>Plays a scenario by self-play with bots and reports per-seat win rates (with 95% intervals), game length, victory points, production, settled intersections, Longest Road / Largest Army frequencies and, on maps with several islands or special victory points, islands settled and special points per seat. The same seed gives the same results for any number of threads; reports of disjoint game ranges combine exactly with &apos;merge&apos;.</source>
        <translation>Spielt ein Szenario mit Bots gegeneinander und berichtet je Platz Siegraten (mit 95-%-Intervallen), Spieldauer, Siegpunkte, Ertrag, besiedelte Kreuzungen, Häufigkeit von Längster Handelsstraße und Größter Rittermacht und, auf Karten mit mehreren Inseln oder Sondersiegpunkten, besiedelte Inseln und Sonderpunkte je Platz. Derselbe Seed ergibt bei jeder Zahl von Threads dieselben Ergebnisse; Berichte disjunkter Spielbereiche lassen sich mit „merge“ exakt zusammenführen.</translation>
    </message>
    <message>
        <source>Number of games (default 1000).</source>
        <translation>Zahl der Spiele (Vorgabe 1000).</translation>
    </message>
    <message>
        <source>Worker threads (default: all cores).</source>
        <translation>Arbeits-Threads (Vorgabe: alle Kerne).</translation>
    </message>
    <message>
        <source>Run seed (default 1).</source>
        <translation>Lauf-Seed (Vorgabe 1).</translation>
    </message>
    <message>
        <source>Number of players when --bots is not given (default: 4, or the scenario&apos;s limits).</source>
        <translation>Zahl der Spieler, wenn --bots fehlt (Vorgabe: 4, oder die Grenzen des Szenarios).</translation>
    </message>
    <message>
        <source>Index of the first game (for splitting a study; default 0).</source>
        <translation>Nummer des ersten Spiels (zum Aufteilen einer Studie; Vorgabe 0).</translation>
    </message>
    <message>
        <source>Turns after which a game counts as stalled (default 1000).</source>
        <translation>Züge, nach denen ein Spiel als abgebrochen zählt (Vorgabe 1000).</translation>
    </message>
    <message>
        <source>Play without offers between players (maritime trade only), to compare a map with and without trading.</source>
        <translation>Ohne Angebote zwischen Spielern spielen (nur Seehandel), um eine Karte mit und ohne Handel zu vergleichen.</translation>
    </message>
    <message>
        <source>Print the report as JSON.</source>
        <translation>Den Bericht als JSON ausgeben.</translation>
    </message>
    <message>
        <source>Also write the JSON report to FILE.</source>
        <translation>Den JSON-Bericht zusätzlich nach DATEI schreiben.</translation>
    </message>
    <message>
        <source>The scenario file to playtest.</source>
        <translation>Die zu testende Szenariodatei.</translation>
    </message>
    <message>
        <source>playtest: expected exactly one scenario FILE</source>
        <translation>playtest: erwartet genau eine Szenario-DATEI</translation>
    </message>
    <message>
        <source>playtest: --games, --threads and --max-turns take positive numbers, --seed and --first-game numbers of 0 or more</source>
        <translation>playtest: --games, --threads und --max-turns nehmen positive Zahlen, --seed und --first-game Zahlen ab 0</translation>
    </message>
    <message>
        <source>playtest: --players takes a positive number</source>
        <translation>playtest: --players nimmt eine positive Zahl</translation>
    </message>
    <message>
        <source>%1: cannot playtest: %2</source>
        <translation>%1: Testspiel nicht möglich: %2</translation>
    </message>
    <message>
        <source>playtest: %1</source>
        <translation>playtest: %1</translation>
    </message>
    <message>
        <source>Games per scenario file (default 100).</source>
        <translation>Spiele je Szenariodatei (Vorgabe 100).</translation>
    </message>
    <message>
        <source>The bot of every seat: random (default) or greedy.</source>
        <translation>Der Bot jedes Platzes: random (Vorgabe) oder greedy.</translation>
    </message>
    <message>
        <source>Also play the same games without checks and print the speed ratio.</source>
        <translation>Dieselben Spiele zusätzlich ohne Prüfungen spielen und das Geschwindigkeitsverhältnis ausgeben.</translation>
    </message>
    <message>
        <source>Scenario files, or folders of them.</source>
        <translation>Szenariodateien oder Ordner mit solchen.</translation>
    </message>
    <message>
        <source>selfcheck: --bots takes random or greedy, not %1</source>
        <translation>selfcheck: --bots nimmt random oder greedy, nicht %1</translation>
    </message>
    <message>
        <source>selfcheck: expected scenario FILEs or folders</source>
        <translation>selfcheck: erwartet Szenario-DATEIEN oder Ordner</translation>
    </message>
    <message>
        <source>%1: cannot play: %2</source>
        <translation>%1: nicht spielbar: %2</translation>
    </message>
    <message>
        <source>%1: FAILED: %2</source>
        <translation>%1: FEHLGESCHLAGEN: %2</translation>
    </message>
    <message>
        <source>  seed %1, game %2 (game seed %3, %4 players), action %5: %6</source>
        <translation>  Seed %1, Spiel %2 (Spiel-Seed %3, %4 Spieler), Aktion %5: %6</translation>
    </message>
    <message>
        <source>(initial state)</source>
        <translation>(Anfangszustand)</translation>
    </message>
    <message>
        <source>%1: %2 games, %3 actions checked</source>
        <translation>%1: %2 Spiele, %3 Aktionen geprüft</translation>
    </message>
    <message>
        <source>Self-check passed: %1 games, %2 actions checked in %3 s (%4 games/s)</source>
        <translation>Selbstprüfung bestanden: %1 Spiele, %2 Aktionen geprüft in %3 s (%4 Spiele/s)</translation>
    </message>
    <message>
        <source>  %1 states of fog draws had their chance outcomes unchecked (the reference does not cover fog draws yet; their outcomes were still applied and checked)</source>
        <translation>  %1 Zustände von Nebelziehungen hatten ungeprüfte Zufallsergebnisse (die Referenz deckt Nebelziehungen noch nicht ab; ihre Ergebnisse wurden trotzdem angewandt und geprüft)</translation>
    </message>
    <message>
        <source>Baseline: the same %1 games unchecked in %2 s (%3 games/s); the self-check runs at %4 of that speed (1/%5)</source>
        <translation>Vergleich: dieselben %1 Spiele ungeprüft in %2 s (%3 Spiele/s); die Selbstprüfung läuft mit %4 dieser Geschwindigkeit (1/%5)</translation>
    </message>
    <message>
        <source>harbor drawn at set-up</source>
        <translation>Hafen wird beim Aufbau gezogen</translation>
    </message>
    <message>
        <source>%1: %2 land hexes, %3 producing, %4 pips in all, %5 island(s)</source>
        <translation>%1: %2 Landfelder, %3 mit Ertrag, %4 Punkte insgesamt, %5 Insel(n)</translation>
    </message>
    <message>
        <source>Pips per resource (pips = ways to roll the number out of 36):</source>
        <translation>Punkte je Rohstoff (Punkte = Möglichkeiten von 36, die Zahl zu würfeln):</translation>
    </message>
    <message>
        <source>%1 pips on %2 hexes (%3 per hex)</source>
        <translation>%1 Punkte auf %2 Feldern (%3 je Feld)</translation>
    </message>
    <message>
        <source>%1 pips on %2 hexes</source>
        <translation>%1 Punkte auf %2 Feldern</translation>
    </message>
    <message>
        <source>Productive intersections: %1; pips min %2, median %3, max %4, mean %5, Gini %6</source>
        <translation>Ertragreiche Kreuzungen: %1; Punkte min %2, Median %3, max %4, Mittel %5, Gini %6</translation>
    </message>
    <message>
        <source>Best %1 intersections:</source>
        <translation>Beste %1 Kreuzungen:</translation>
    </message>
    <message>
        <source>%1 pips</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>(no start)</source>
        <translation>(kein Start)</translation>
    </message>
    <message>
        <source>Clustering: %1 of %2 neighbouring producing pairs share a resource, %3 are both high (5, 6, 8, 9); largest one-resource clump: %4 hexes</source>
        <translation>Häufung: %1 von %2 benachbarten ertragreichen Paaren teilen einen Rohstoff, %3 sind beide hoch (5, 6, 8, 9); größte Gruppe eines Rohstoffs: %4 Felder</translation>
    </message>
    <message>
        <source>Harbor strength (pips of matching hexes at the harbor / on the board):</source>
        <translation>Hafenstärke (Punkte passender Felder am Hafen / auf dem Spielplan):</translation>
    </message>
    <message>
        <source>at (%1, %2): %3 / %4</source>
        <translation>bei (%1, %2): %3 / %4</translation>
    </message>
    <message>
        <source>Seat fairness (snake draft, greedy picks; pips of both start settlements per seat):</source>
        <translation>Sitzfairness (Schlangen-Draft, greedy wählt; Punkte beider Startsiedlungen je Platz):</translation>
    </message>
    <message>
        <source>%1 players: %2 (spread %3, min/max %4)</source>
        <translation>%1 Spieler: %2 (Spanne %3, min/max %4)</translation>
    </message>
    <message>
        <source>Balance score %1 / 100 = 100 × mean of resource balance %2, spot spread %3, clustering %4, seat fairness %5</source>
        <translation>Balancewertung %1 / 100 = 100 × Mittel aus Rohstoffbalance %2, Platzspanne %3, Häufung %4, Sitzfairness %5</translation>
    </message>
    <message>
        <source>Prints the balance statistics of a scenario&apos;s board: pips per resource, the intersections&apos; production, spread, clustering, harbor strength, snake-draft seat fairness and a composite balance score. README &quot;Balance statistics&quot; defines every number.</source>
        <translation>Gibt die Balancestatistik des Spielplans eines Szenarios aus: Punkte je Rohstoff, den Ertrag der Kreuzungen, Spanne, Häufung, Hafenstärke, Sitzfairness im Schlangen-Draft und eine zusammengesetzte Balancewertung. README „Balance statistics“ erklärt jede Zahl.</translation>
    </message>
    <message>
        <source>Print the statistics as JSON.</source>
        <translation>Die Statistik als JSON ausgeben.</translation>
    </message>
    <message>
        <source>How many best intersections to list (default 5).</source>
        <translation>Wie viele beste Kreuzungen aufgeführt werden (Vorgabe 5).</translation>
    </message>
    <message>
        <source>The scenario file.</source>
        <translation>Die Szenariodatei.</translation>
    </message>
    <message>
        <source>islewright-cli stats: expected exactly one FILE (see islewright-cli stats --help)</source>
        <translation>islewright-cli stats: erwartet genau eine DATEI (siehe islewright-cli stats --help)</translation>
    </message>
    <message>
        <source>islewright-cli stats: --best expects a number of 0 or more, got &apos;%1&apos;</source>
        <translation>islewright-cli stats: --best erwartet eine Zahl ab 0, erhalten: „%1“</translation>
    </message>
    <message>
        <source>Checks scenario files: JSON syntax, the file format (keys, types, values, references), its limits and the game rules (tokens, harbors, components, pieces, structure). Prints one line per problem: FILE:LINE:COL: error [code] message (at /pointer or hex q,r). Exit code 0: valid, 1: rule errors, 2: unreadable or invalid file.</source>
        <translation>Prüft Szenariodateien: JSON-Syntax, das Dateiformat (Schlüssel, Typen, Werte, Verweise), seine Grenzen und die Spielregeln (Chips, Häfen, Spielmaterial, Figuren, Aufbau). Gibt eine Zeile je Problem aus: DATEI:ZEILE:SPALTE: error [code] Meldung (at /pointer oder hex q,r). Rückgabewert 0: gültig, 1: Regelfehler, 2: unlesbare oder ungültige Datei.</translation>
    </message>
    <message>
        <source>Print the results as a JSON array (one object per file).</source>
        <translation>Die Ergebnisse als JSON-Array ausgeben (ein Objekt je Datei).</translation>
    </message>
    <message>
        <source>Also print information-level findings (the JSON output always has them).</source>
        <translation>Auch Hinweise ausgeben (die JSON-Ausgabe enthält sie immer).</translation>
    </message>
    <message>
        <source>Scenario files to check.</source>
        <translation>Zu prüfende Szenariodateien.</translation>
    </message>
    <message>
        <source>islewright-cli validate: no file given (see islewright-cli validate --help)</source>
        <translation>islewright-cli validate: keine Datei angegeben (siehe islewright-cli validate --help)</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) checked: %1 valid, %2 with errors</source>
        <translation>
            <numerusform>%n Datei geprüft: %1 gültig, %2 mit Fehlern</numerusform>
            <numerusform>%n Dateien geprüft: %1 gültig, %2 mit Fehlern</numerusform>
        </translation>
    </message>
    <message>
        <source>The Pirate Islands: fortress captured (share of games):</source>
        <translation>Die Pirateninseln: Festung erobert (Anteil der Spiele):</translation>
    </message>
    <message>
        <source>Warships per game at the end:</source>
        <translation>Kriegsschiffe pro Spiel am Ende:</translation>
    </message>
    <message>
        <source>The Wonders of Catan: wonder level at the end (mean):</source>
        <translation>Die Weltwunder von Catan: Stufe des Weltwunders am Ende (Mittel):</translation>
    </message>
    <message>
        <source>Wonder finished, level 4 (share of games):</source>
        <translation>Weltwunder vollendet, Stufe 4 (Anteil der Partien):</translation>
    </message>
    <message>
        <source>Trades per game: %1 between players</source>
        <translation>Handel pro Spiel: %1 zwischen Spielern</translation>
    </message>
    <message>
        <source>  with other players:</source>
        <translation>  mit anderen Spielern:</translation>
    </message>
    <message>
        <source>Trades per game:</source>
        <translation>Handel pro Spiel:</translation>
    </message>
    <message>
        <source>  with the bank or a harbor:</source>
        <translation>  mit der Bank oder einem Hafen:</translation>
    </message>
    <message>
        <source>Rank bots by a round robin on a scenario (Elo-style ratings)</source>
        <translation>Bots in einem Rundenturnier auf einem Szenario einstufen (Elo-artige Wertungen)</translation>
    </message>
    <message>
        <source>Ladder of %1: %2 bots, %3 players, %4 games per pair, seed %5</source>
        <translation>Rangliste von %1: %2 Bots, %3 Spieler, %4 Spiele je Paar, Startwert %5</translation>
    </message>
    <message>
        <source>Games: %1; without a winner (stalled or drawn): %2</source>
        <translation>Spiele: %1; ohne Sieger (festgefahren oder unentschieden): %2</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Duels won</source>
        <translation>Duelle gewonnen</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Ratings are Bradley–Terry strengths on the Elo scale (mean 1500; 400 points = 10:1 odds) of the duels between one bot&apos;s seat and another&apos;s in each decided game; 95% intervals from replaying each pair&apos;s games with winners drawn from the fitted ratings.</source>
        <translation>Wertungen sind Bradley-Terry-Stärken auf der Elo-Skala (Mittel 1500; 400 Punkte = 10:1) aus den Duellen zwischen den Plätzen zweier Bots in jedem entschiedenen Spiel; 95-%-Intervalle aus Wiederholungen der Spiele jedes Paars mit Siegern, die nach den angepassten Wertungen gezogen werden.</translation>
    </message>
    <message>
        <source>Plays a round robin of bots on a scenario and prints an Elo-style rating per bot with its 95% interval. Each pair of bots plays --games games, each bot in the even seats for half of them and in the odd seats for the other half.</source>
        <translation>Spielt ein Rundenturnier von Bots auf einem Szenario und gibt je Bot eine Elo-artige Wertung mit ihrem 95-%-Intervall aus. Jedes Paar von Bots spielt --games Spiele, jeder Bot in der Hälfte davon auf den geraden Plätzen und in der anderen Hälfte auf den ungeraden.</translation>
    </message>
    <message>
        <source>Games per pair of bots (default 400).</source>
        <translation>Spiele je Paar von Bots (Standard 400).</translation>
    </message>
    <message>
        <source>Number of players (default: 4, or the scenario&apos;s limits).</source>
        <translation>Anzahl der Spieler (Standard: 4 oder die Grenzen des Szenarios).</translation>
    </message>
    <message>
        <source>Print the ladder as JSON.</source>
        <translation>Die Rangliste als JSON ausgeben.</translation>
    </message>
    <message>
        <source>Also write the JSON ladder to FILE.</source>
        <translation>Die Rangliste zusätzlich als JSON in DATEI schreiben.</translation>
    </message>
    <message>
        <source>The scenario file to play.</source>
        <translation>Die zu spielende Szenariodatei.</translation>
    </message>
    <message>
        <source>ladder: expected exactly one scenario FILE</source>
        <translation>ladder: genau eine Szenario-DATEI erwartet</translation>
    </message>
    <message>
        <source>ladder: --games takes a number of 2 or more, --threads a positive number, --seed a number of 0 or more</source>
        <translation>ladder: --games erwartet eine Zahl ab 2, --threads eine positive Zahl, --seed eine Zahl ab 0</translation>
    </message>
    <message>
        <source>ladder: --players takes a number of 2 or more</source>
        <translation>ladder: --players erwartet eine Zahl ab 2</translation>
    </message>
    <message>
        <source>ladder: %1</source>
        <translation>ladder: %1</translation>
    </message>
    <message>
        <source>%1: cannot write %2: %3</source>
        <translation>%1: %2 kann nicht geschrieben werden: %3</translation>
    </message>
    <message>
        <source>%1 thinks %2 ms per decision on average (%3 decisions; this machine)</source>
        <translation>%1 denkt im Mittel %2 ms pro Entscheidung (%3 Entscheidungen; dieser Rechner)</translation>
    </message>
    <message>
        <source>Comma-separated bots to rank, at least two: random, greedy, expert, expert:N.</source>
        <translation>Zu bewertende Bots, durch Kommas getrennt, mindestens zwei: random, greedy, expert, expert:N.</translation>
    </message>
    <message>
        <source>Bot thinking time (this machine, all threads):</source>
        <translation>Bedenkzeit der Bots (dieser Rechner, alle Threads):</translation>
    </message>
    <message>
        <source>seat %1: %2 decisions, mean %3 ms; %4 searched (mean %5 ms), %6 playouts</source>
        <translation>Platz %1: %2 Entscheidungen, im Mittel %3 ms; %4 mit Suche (im Mittel %5 ms), %6 Playouts</translation>
    </message>
    <message>
        <source>Comma-separated bots, one per seat: random, greedy, expert, or expert:N (the expert with N playouts per set-up settlement; default: greedy for each seat).</source>
        <translation>Bots, durch Kommas getrennt, einer pro Platz: random, greedy, expert oder expert:N (der Experte mit N Playouts pro Gründungssiedlung; Vorgabe: greedy auf jedem Platz).</translation>
    </message>
    <message>
        <source>%1: not played: %2</source>
        <translation>%1: nicht gespielt: %2</translation>
    </message>
    <message>
        <source>Commodity pips (Cities &amp; Knights: cities only, 1 commodity + 1 resource from forest, pasture, mountains):</source>
        <translation>Handelswaren-Punkte (Städte &amp; Ritter: nur Städte, 1 Handelsware + 1 Rohstoff aus Wald, Weideland, Gebirge):</translation>
    </message>
    <message>
        <source>(city: %1)</source>
        <translation>(Stadt: %1)</translation>
    </message>
    <message>
        <source>Cities &amp; Knights: barbarian attacks per game: %1</source>
        <translation>Städte &amp; Ritter: Barbarenangriffe pro Partie: %1</translation>
    </message>
    <message>
        <source>Cities lost to the barbarians per game:</source>
        <translation>An die Barbaren verlorene Städte pro Partie:</translation>
    </message>
    <message>
        <source>Metropolises per game at the end:</source>
        <translation>Metropolen pro Partie am Ende:</translation>
    </message>
    <message>
        <source>Worker threads (default: all cores); the result is the same for any number.</source>
        <translation>Arbeits-Threads (Vorgabe: alle Kerne); das Ergebnis ist für jede Anzahl dasselbe.</translation>
    </message>
    <message>
        <source>selfcheck: --games and --threads take positive numbers, --seed a number of 0 or more</source>
        <translation>selfcheck: --games und --threads erwarten positive Zahlen, --seed eine Zahl ab 0</translation>
    </message>
    <message>
        <source>Plays games of each scenario (every player count it allows, variable set-ups dealt as playtest deals them) and verifies after every action: card and development card conservation, piece counts, the distance rule, road/ship connectivity, route lengths and victory points recomputed from scratch, domestic trade terms, what the engine keeps to save work (where roads and ships may go, which ships may sail, what each roll pays) against its recomputation, and that the legal actions equal those of a slow reference move generator and each of them applies. Stops at the first violation (exit code 1).</source>
        <translation>Spielt Partien jedes Szenarios (jede erlaubte Spielerzahl, variable Aufbauten ausgelegt wie beim Testspiel) und prüft nach jeder Aktion: Erhaltung der Rohstoff- und Entwicklungskarten, Figurenzahlen, die Abstandsregel, den Zusammenhang von Straßen und Schiffen, von Grund auf neu berechnete Routenlängen und Siegpunkte, die Bedingungen des Handels unter Spielern, was die Engine sich merkt, um Arbeit zu sparen (wohin Straßen und Schiffe führen können, welche Schiffe versetzt werden dürfen, was jeder Wurf einbringt), gegen seine Neuberechnung, und dass die erlaubten Aktionen denen eines langsamen Referenz-Zuggenerators gleichen und jede davon ausführbar ist. Hält beim ersten Verstoß an (Rückgabewert 1).</translation>
    </message>
</context>
<context>
    <name>CompiledGames</name>
    <message>
        <source>%1: this map cannot be played with %2 players: %3</source>
        <translation>%1: Diese Karte kann nicht mit %2 Spielern gespielt werden: %3</translation>
    </message>
    <message>
        <source>The map&apos;s pools cannot be dealt into a board: %1</source>
        <translation>Die Vorräte der Karte lassen sich nicht zu einem Spielfeld austeilen: %1</translation>
    </message>
</context>
<context>
    <name>DisplayNames</name>
    <message>
        <source>Hills</source>
        <translation>Hügelland</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>Pasture</source>
        <translation>Weideland</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Ackerland</translation>
    </message>
    <message>
        <source>Mountains</source>
        <translation>Gebirge</translation>
    </message>
    <message>
        <source>Desert</source>
        <translation>Wüste</translation>
    </message>
    <message>
        <source>Gold field</source>
        <translation>Goldfluss</translation>
    </message>
    <message>
        <source>Sea</source>
        <translation>Meer</translation>
    </message>
    <message>
        <source>Frame</source>
        <translation>Rahmen</translation>
    </message>
    <message>
        <source>Fog</source>
        <translation>Nebel</translation>
    </message>
    <message>
        <source>Unassigned land</source>
        <translation>Nicht zugewiesenes Land</translation>
    </message>
    <message>
        <source>Lake</source>
        <translation>See</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <source>Oasis</source>
        <translation>Oase</translation>
    </message>
    <message>
        <source>Castle</source>
        <translation>Burg</translation>
    </message>
    <message>
        <source>Trade castle</source>
        <translation>Handelsburg</translation>
    </message>
    <message>
        <source>Quarry</source>
        <translation>Steinbruch</translation>
    </message>
    <message>
        <source>Glassworks</source>
        <translation>Glashütte</translation>
    </message>
    <message>
        <source>Spice</source>
        <translation>Gewürze</translation>
    </message>
    <message>
        <source>Fish shoal</source>
        <translation>Fischschwarm</translation>
    </message>
    <message>
        <source>Pirate lair</source>
        <translation>Piratenversteck</translation>
    </message>
    <message>
        <source>Council of Catan</source>
        <translation>Rat von Catan</translation>
    </message>
    <message>
        <source>3:1 harbor</source>
        <translation>3:1-Hafen</translation>
    </message>
    <message>
        <source>Brick 2:1</source>
        <translation>Lehm 2:1</translation>
    </message>
    <message>
        <source>Lumber 2:1</source>
        <translation>Holz 2:1</translation>
    </message>
    <message>
        <source>Wool 2:1</source>
        <translation>Wolle 2:1</translation>
    </message>
    <message>
        <source>Grain 2:1</source>
        <translation>Getreide 2:1</translation>
    </message>
    <message>
        <source>Ore 2:1</source>
        <translation>Erz 2:1</translation>
    </message>
    <message>
        <source>Unassigned harbor</source>
        <translation>Nicht zugewiesener Hafen</translation>
    </message>
    <message>
        <source>Catan (base game)</source>
        <translation>CATAN (Basisspiel)</translation>
    </message>
    <message>
        <source>Catan 5–6 player extension</source>
        <translation>CATAN-Ergänzung für 5–6 Spieler</translation>
    </message>
    <message>
        <source>Seafarers</source>
        <translation>Seefahrer</translation>
    </message>
    <message>
        <source>Seafarers 5–6 player extension</source>
        <translation>Seefahrer-Ergänzung für 5–6 Spieler</translation>
    </message>
    <message>
        <source>Cities &amp; Knights</source>
        <translation>Städte &amp; Ritter</translation>
    </message>
    <message>
        <source>Cities &amp; Knights 5–6 player extension</source>
        <translation>Städte &amp; Ritter-Ergänzung für 5–6 Spieler</translation>
    </message>
    <message>
        <source>Traders &amp; Barbarians</source>
        <translation>Händler &amp; Barbaren</translation>
    </message>
    <message>
        <source>Traders &amp; Barbarians 5–6 player extension</source>
        <translation>Händler &amp; Barbaren-Ergänzung für 5–6 Spieler</translation>
    </message>
    <message>
        <source>Explorers &amp; Pirates</source>
        <translation>Entdecker &amp; Piraten</translation>
    </message>
    <message>
        <source>Explorers &amp; Pirates 5–6 player extension</source>
        <translation>Entdecker &amp; Piraten-Ergänzung für 5–6 Spieler</translation>
    </message>
    <message>
        <source>Fixed (as on the board)</source>
        <translation>Fest (wie auf dem Spielfeld)</translation>
    </message>
    <message>
        <source>Spiral (letter order)</source>
        <translation>Spirale (Buchstabenfolge)</translation>
    </message>
    <message>
        <source>Random from the token pool</source>
        <translation>Zufällig aus dem Zahlenchip-Vorrat</translation>
    </message>
    <message>
        <source>Base game (A–R)</source>
        <translation>Basisspiel (A–R)</translation>
    </message>
    <message>
        <source>5–6 players (A–Zc)</source>
        <translation>5–6 Spieler (A–Zc)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
    <message>
        <source>First settlement on each foreign island</source>
        <translation>Erste Siedlung auf jeder fremden Insel</translation>
    </message>
    <message>
        <source>First settlement in an area</source>
        <translation>Erste Siedlung in einem Gebiet</translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <source>No starting settlement</source>
        <translation>Keine Startsiedlung</translation>
    </message>
    <message>
        <source>Starting settlement</source>
        <translation>Startsiedlung</translation>
    </message>
    <message>
        <source>Starting road</source>
        <translation>Startstraße</translation>
    </message>
    <message>
        <source>Starting ship</source>
        <translation>Startschiff</translation>
    </message>
    <message>
        <source>Village</source>
        <translation>Dorf</translation>
    </message>
    <message>
        <source>Catan chit</source>
        <translation>Catan-Chip</translation>
    </message>
    <message>
        <source>Pirate fortress</source>
        <translation>Piratenfestung</translation>
    </message>
    <message>
        <source>Fortress route site</source>
        <translation>Bauplatz für Festungsroute</translation>
    </message>
    <message>
        <source>Development card spot</source>
        <translation>Entwicklungskarten-Feld</translation>
    </message>
    <message>
        <source>Great Wall site</source>
        <translation>Bauplatz der Großen Mauer</translation>
    </message>
    <message>
        <source>Great Bridge site</source>
        <translation>Bauplatz der Großen Brücke</translation>
    </message>
    <message>
        <source>Fishing ground</source>
        <translation>Fischgrund</translation>
    </message>
    <message>
        <source>Barbarian start</source>
        <translation>Barbarenstart</translation>
    </message>
    <message>
        <source>No pirate attack</source>
        <translation>Kein Piratenangriff</translation>
    </message>
    <message>
        <source>Pirate fleet path</source>
        <translation>Weg der Piratenflotte</translation>
    </message>
    <message>
        <source>Every settlement in an area</source>
        <translation>Jede Siedlung in einem Gebiet</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>Cloth</source>
        <translation>Tuch</translation>
    </message>
    <message>
        <source>Coin</source>
        <translation>Münzen</translation>
    </message>
</context>
<context>
    <name>EngineLimitText</name>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n intersection(s)</source>
        <translation>
            <numerusform>%n Kreuzung</numerusform>
            <numerusform>%n Kreuzungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n path(s)</source>
        <translation>
            <numerusform>%n Weg</numerusform>
            <numerusform>%n Wege</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EngineRefusalText</name>
    <message>
        <source>%1 players: the engine plays the base rules for 3–4 players and the CATAN 5–6 rules for 5–6 players.</source>
        <translation>%1 Spieler: Die Engine spielt die Grundregeln für 3–4 Spieler und die Regeln von CATAN 5–6 für 5–6 Spieler.</translation>
    </message>
    <message>
        <source>The scenario is for %1–%2 players, not %3.</source>
        <translation>Das Szenario ist für %1–%2 Spieler, nicht für %3.</translation>
    </message>
    <message>
        <source>Rule not implemented: %1.</source>
        <translation>Regel nicht implementiert: %1.</translation>
    </message>
    <message>
        <source>At most 8 special victory point rules, not %1.</source>
        <translation>Höchstens 8 Regeln für Sondersiegpunkte, nicht %1.</translation>
    </message>
    <message>
        <source>Special victory points must be 0–10 per rule, not %1.</source>
        <translation>Sondersiegpunkte müssen 0–10 je Regel betragen, nicht %1.</translation>
    </message>
    <message>
        <source>A special victory rule names the area “%1”, which the scenario does not define.</source>
        <translation>Eine Sondersiegpunkt-Regel nennt das Gebiet „%1“, das das Szenario nicht festlegt.</translation>
    </message>
    <message>
        <source>Rule not implemented: the friendly robber (Traders &amp; Barbarians variant).</source>
        <translation>Regel nicht implementiert: der freundliche Räuber (Variante aus Händler &amp; Barbaren).</translation>
    </message>
    <message>
        <source>Fog hexes and their discovery reward need the Seafarers product.</source>
        <translation>Nebelfelder und ihre Entdeckerbelohnung brauchen Seefahrer.</translation>
    </message>
    <message>
        <source>A set-up ship instead of a road needs the Seafarers product.</source>
        <translation>Ein Schiff statt einer Straße in der Gründungsphase braucht Seefahrer.</translation>
    </message>
    <message>
        <source>The discard limit must be at least 1, not %1.</source>
        <translation>Die Abwurfgrenze muss mindestens 1 sein, nicht %1.</translation>
    </message>
    <message>
        <source>The victory target must be at least 3 (the start gives 2 points), not %1.</source>
        <translation>Das Siegziel muss mindestens 3 sein (der Start bringt 2 Punkte), nicht %1.</translation>
    </message>
    <message>
        <source>The board has a pirate, but the scenario does not use the Seafarers product.</source>
        <translation>Das Spielfeld hat einen Piraten, aber das Szenario nutzt Seefahrer nicht.</translation>
    </message>
    <message>
        <source>Rule not implemented: the marker “%1”.</source>
        <translation>Regel nicht implementiert: die Markierung „%1“.</translation>
    </message>
    <message>
        <source>Rule not implemented: the marker “%1” (%2).</source>
        <translation>Regel nicht implementiert: die Markierung „%1“ (%2).</translation>
    </message>
    <message>
        <source>The hex %1 has no terrain yet (variable set-up): deal a board before playtesting.</source>
        <translation>Das Feld %1 hat noch keine Landschaft (variabler Aufbau): vor dem Probespiel ein Spielfeld austeilen.</translation>
    </message>
    <message>
        <source>The gold field %1 needs the Seafarers product.</source>
        <translation>Der Goldfluss %1 braucht Seefahrer.</translation>
    </message>
    <message>
        <source>The fog hex %1 needs the Seafarers product.</source>
        <translation>Das Nebelfeld %1 braucht Seefahrer.</translation>
    </message>
    <message>
        <source>Rule not implemented: the terrain “%1” at %2.</source>
        <translation>Regel nicht implementiert: die Landschaft „%1“ bei %2.</translation>
    </message>
    <message>
        <source>Rule not implemented: rivers (Traders &amp; Barbarians) at %1.</source>
        <translation>Regel nicht implementiert: Flüsse (Händler &amp; Barbaren) bei %1.</translation>
    </message>
    <message>
        <source>The hex %1 has no number token yet (variable set-up): deal a board before playtesting.</source>
        <translation>Das Feld %1 hat noch keinen Zahlenchip (variabler Aufbau): vor dem Probespiel ein Spielfeld austeilen.</translation>
    </message>
    <message>
        <source>The harbor at %1 has no type yet (variable set-up): deal a board before playtesting.</source>
        <translation>Der Hafen bei %1 hat noch keine Art (variabler Aufbau): vor dem Probespiel ein Spielfeld austeilen.</translation>
    </message>
    <message>
        <source>The board has more than %1 fog hexes, the most the engine tracks.</source>
        <translation>Das Spielfeld hat mehr als %1 Nebelfelder, die Höchstzahl der Engine.</translation>
    </message>
    <message>
        <source>The fog hex %1 belongs to no area: an area&apos;s pools are the face-down stacks a fog hex is drawn from.</source>
        <translation>Das Nebelfeld %1 gehört zu keinem Gebiet: Die Vorräte eines Gebiets sind die verdeckten Stapel, aus denen ein Nebelfeld gezogen wird.</translation>
    </message>
    <message>
        <source>Fog hexes lie in more than %1 areas, the most face-down stacks the engine tracks.</source>
        <translation>Nebelfelder liegen in mehr als %1 Gebieten, der Höchstzahl verdeckter Stapel der Engine.</translation>
    </message>
    <message>
        <source>The board has no land.</source>
        <translation>Das Spielfeld hat kein Land.</translation>
    </message>
    <message>
        <source>The face-down stack of the fog area “%1” holds %2; a fog hex can turn out hills, forest, pasture, fields, mountains, desert, gold or sea.</source>
        <translation>Der verdeckte Stapel des Nebelgebiets „%1“ enthält %2; ein Nebelfeld kann Hügelland, Wald, Weideland, Ackerland, Gebirge, Wüste, Goldfluss oder Meer werden.</translation>
    </message>
    <message>
        <source>The fog area “%1”: a stack count must be 0–255, not %2.</source>
        <translation>Das Nebelgebiet „%1“: Eine Stapelanzahl muss 0–255 sein, nicht %2.</translation>
    </message>
    <message>
        <source>The token stack of the fog area “%1” holds the invalid number %2.</source>
        <translation>Der Chipstapel des Nebelgebiets „%1“ enthält die ungültige Zahl %2.</translation>
    </message>
    <message>
        <source>The token stack of the fog area “%1” has more than 255 tokens of one number.</source>
        <translation>Der Chipstapel des Nebelgebiets „%1“ hat mehr als 255 Chips einer Zahl.</translation>
    </message>
    <message>
        <source>The face-down stack of the fog area “%1” has %2 hexes for %3 fog hexes.</source>
        <translation>Der verdeckte Stapel des Nebelgebiets „%1“ hat %2 Felder für %3 Nebelfelder.</translation>
    </message>
    <message>
        <source>The token stack of the fog area “%1” has %2 tokens, but up to %3 discovered hexes take one.</source>
        <translation>Der Chipstapel des Nebelgebiets „%1“ hat %2 Chips, aber bis zu %3 entdeckte Felder brauchen einen.</translation>
    </message>
    <message>
        <source>Rule not implemented: special victory points together with fog hexes (the islands change as the fog lifts).</source>
        <translation>Regel nicht implementiert: Sondersiegpunkte zusammen mit Nebelfeldern (die Inseln ändern sich, wenn sich der Nebel lichtet).</translation>
    </message>
    <message>
        <source>Special victory points for foreign islands: the engine tracks at most 32 islands, the board has %1.</source>
        <translation>Sondersiegpunkte für fremde Inseln: Die Engine verfolgt höchstens 32 Inseln, das Spielfeld hat %1.</translation>
    </message>
    <message>
        <source>The pirate must start on a sea hex, not on %1.</source>
        <translation>Der Pirat muss auf einem Meerfeld beginnen, nicht auf %1.</translation>
    </message>
    <message>
        <source>The robber must start on a land hex, not on %1.</source>
        <translation>Der Räuber muss auf einem Landfeld beginnen, nicht auf %1.</translation>
    </message>
    <message>
        <source>The rules engine cannot play this map: %1</source>
        <translation>Die Regel-Engine kann diese Karte nicht spielen: %1</translation>
    </message>
    <message>
        <source>The board is too large for the engine: it has %1, the engine plays at most %2.</source>
        <translation>Das Spielbrett ist zu groß für die Engine: Es hat %1, die Engine spielt höchstens %2.</translation>
    </message>
    <message>
        <source>A gift of the Forgotten Tribe lies on side %2 of hex %1, where no ship can go: a ship on its side takes it.</source>
        <translation>Ein Geschenk des vergessenen Stammes liegt an Seite %2 des Feldes %1, wohin kein Schiff fahren kann: Ein Schiff an seiner Seite nimmt es.</translation>
    </message>
    <message>
        <source>Gifts on coast edges are taken by ships: they need the Seafarers product.</source>
        <translation>Geschenke an Küstenkanten werden mit Schiffen genommen: Sie brauchen das Produkt Seefahrer.</translation>
    </message>
    <message>
        <source>Rule not implemented: gifts on coast edges together with fog hexes.</source>
        <translation>Regel nicht umgesetzt: Geschenke an Küstenkanten zusammen mit Nebelfeldern.</translation>
    </message>
    <message>
        <source>The board has %1 gifts, %2 of them harbors; the engine plays at most %3 gifts, of them %4 harbors.</source>
        <translation>Der Spielplan hat %1 Geschenke, davon %2 Häfen; die Engine spielt höchstens %3 Geschenke, davon %4 Häfen.</translation>
    </message>
    <message>
        <source>The board has %1 development card gifts, but the deck holds only %2 cards.</source>
        <translation>Der Spielplan hat %1 Entwicklungskarten als Geschenke, der Stapel hat aber nur %2 Karten.</translation>
    </message>
    <message>
        <source>The set-up can run out of sites: %1 players place %2 settlements on %3 starting intersections, but %4 settlements placed under the distance rule can already close all of them. Add starting land or allow fewer players.</source>
        <translation>Die Gründungsphase kann ohne Bauplätze enden: %1 Spieler setzen %2 Siedlungen auf %3 Startkreuzungen, aber schon %4 Siedlungen nach der Abstandsregel können alle davon sperren. Fügen Sie Startland hinzu oder lassen Sie weniger Spieler zu.</translation>
    </message>
    <message>
        <source>The engine cannot prove that every order of set-up leaves a site: %1 players place %2 settlements on %3 starting intersections, and its search gave up. Add starting land or allow fewer players.</source>
        <translation>Die Engine kann nicht beweisen, dass jede Reihenfolge der Gründungsphase einen Bauplatz lässt: %1 Spieler setzen %2 Siedlungen auf %3 Startkreuzungen, und ihre Suche hat aufgegeben. Fügen Sie Startland hinzu oder lassen Sie weniger Spieler zu.</translation>
    </message>
    <message>
        <source>Cloth for Catan&apos;s villages are reached by shipping routes: they need the Seafarers product.</source>
        <translation>Die Dörfer von „Stoffe für Catan“ werden über Schiffsrouten erreicht: Sie brauchen das Produkt Seefahrer.</translation>
    </message>
    <message>
        <source>The village on %1 lies where no ship can reach it; a village needs an intersection at the sea.</source>
        <translation>Das Dorf auf %1 liegt, wo kein Schiff hinkommt; ein Dorf braucht eine Kreuzung am Meer.</translation>
    </message>
    <message>
        <source>The village on %1 has the number %2; a village needs a number token 2–6 or 8–12.</source>
        <translation>Das Dorf auf %1 hat die Zahl %2; ein Dorf braucht einen Zahlenchip 2–6 oder 8–12.</translation>
    </message>
    <message>
        <source>The engine plays at most %1 villages.</source>
        <translation>Die Engine spielt höchstens %1 Dörfer.</translation>
    </message>
    <message>
        <source>The board has only %1 villages: Cloth for Catan ends when 3 or fewer villages still have cloth, so the game would end at once. Place at least 4.</source>
        <translation>Der Spielplan hat nur %1 Dörfer: „Stoffe für Catan“ endet, wenn nur noch 3 oder weniger Dörfer Stoff haben, das Spiel wäre also sofort vorbei. Setze mindestens 4.</translation>
    </message>
    <message>
        <source>Rule not implemented: Cloth for Catan&apos;s villages together with fog hexes or the Forgotten Tribe&apos;s gifts.</source>
        <translation>Regel nicht umgesetzt: Dörfer von „Stoffe für Catan“ zusammen mit Nebelfeldern oder den Geschenken des vergessenen Stammes.</translation>
    </message>
    <message>
        <source>%1 players need paired players (Properties › Rules): CATAN 5–6 plays paired turns, which replace the special building phase of earlier editions. The engine does not play that older rule.</source>
        <translation>%1 Spieler brauchen Spielerpaare (Eigenschaften › Regeln): CATAN 5–6 spielt mit Spielerpaaren, die die Sonderbauphase früherer Ausgaben ersetzen. Diese ältere Regel spielt die Engine nicht.</translation>
    </message>
    <message>
        <source>The Pirate Islands&apos; routes and pirate fleet need the Seafarers product.</source>
        <translation>Die Routen und die Piratenflotte der Pirateninseln brauchen das Produkt Seefahrer.</translation>
    </message>
    <message>
        <source>The Pirate Islands: every &apos;%1&apos; marker needs the player it belongs to.</source>
        <translation>Die Pirateninseln: Jede Markierung „%1“ braucht den Spieler, dem sie gehört.</translation>
    </message>
    <message>
        <source>The Pirate Islands: player %1 needs a &apos;%2&apos; marker on the board.</source>
        <translation>Die Pirateninseln: Spieler %1 braucht eine Markierung „%2“ auf dem Spielplan.</translation>
    </message>
    <message>
        <source>The Pirate Islands: player %1&apos;s start ship must lie on a sea side beside their start settlement.</source>
        <translation>Die Pirateninseln: Das Startschiff von Spieler %1 muss an einer Seeseite neben seiner Startsiedlung liegen.</translation>
    </message>
    <message>
        <source>The Pirate Islands: no shipping route leads from player %1&apos;s start settlement to their marked intersection and on to their fortress.</source>
        <translation>Die Pirateninseln: Keine Schiffsroute führt von der Startsiedlung von Spieler %1 zu seiner markierten Kreuzung und weiter zu seiner Festung.</translation>
    </message>
    <message>
        <source>The pirate fleet&apos;s circuit must run over sea hexes from neighbour to neighbour and close on itself; the step at %1 does not.</source>
        <translation>Der Rundkurs der Piratenflotte muss über Meerfelder von Nachbar zu Nachbar laufen und sich schließen; der Schritt bei %1 tut das nicht.</translation>
    </message>
    <message>
        <source>The pirate fleet&apos;s circuit needs &apos;pirate_path&apos; markers numbered 1, 2, … in sailing order (2 to %2 steps); the board has %1.</source>
        <translation>Der Rundkurs der Piratenflotte braucht Markierungen „pirate_path“, in Fahrtrichtung 1, 2, … nummeriert (2 bis %2 Schritte); der Spielplan hat %1.</translation>
    </message>
    <message>
        <source>The pirate fleet must start on a step of its circuit.</source>
        <translation>Die Piratenflotte muss auf einem Schritt ihres Rundkurses beginnen.</translation>
    </message>
    <message>
        <source>Rule not implemented: The Pirate Islands together with fog hexes, gifts or villages.</source>
        <translation>Regel nicht umgesetzt: Die Pirateninseln zusammen mit Nebelfeldern, Geschenken oder Dörfern.</translation>
    </message>
    <message>
        <source>A wonder is started with a ship: The Wonders of Catan needs the Seafarers product.</source>
        <translation>Ein Weltwunder wird mit einem Schiff begonnen: Die Weltwunder von Catan brauchen das Produkt Seefahrer.</translation>
    </message>
    <message>
        <source>The scenario lists %1 wonder cards; the engine plays at most %2.</source>
        <translation>Das Szenario nennt %1 Weltwunderkarten; die Regel-Engine spielt höchstens %2.</translation>
    </message>
    <message>
        <source>Rule not implemented: The Wonders of Catan together with Cloth for Catan&apos;s villages or The Pirate Islands&apos; fortresses.</source>
        <translation>Regel nicht umgesetzt: Die Weltwunder von Catan zusammen mit den Dörfern von Stoff für Catan oder den Festungen der Pirateninseln.</translation>
    </message>
    <message>
        <source>The scenario does not use the pirate, but the board places it on %1. Remove it from the board.</source>
        <translation>Das Szenario verwendet den Piraten nicht, aber der Spielplan stellt ihn auf %1. Entferne ihn vom Spielplan.</translation>
    </message>
    <message>
        <source>The wonder card &apos;%1&apos; needs counts of 0–100, a settlement only on a wonder site, and a level cost of 0–20 of each resource, at least one resource in all.</source>
        <translation>Die Weltwunderkarte &apos;%1&apos; braucht Anzahlen von 0–100, eine Siedlung nur auf einem Weltwunder-Platz und Stufenkosten von 0–20 je Rohstoff, insgesamt mindestens einen Rohstoff.</translation>
    </message>
</context>
<context>
    <name>EventDescriber</name>
    <message>
        <source>off the board</source>
        <translation>außerhalb des Spielfelds</translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <source>the %1 %2 hex at %3</source>
        <translation>das %1er-%2-Feld bei %3</translation>
    </message>
    <message>
        <source>the barren hex at %1</source>
        <translation>das ertraglose Feld bei %1</translation>
    </message>
    <message>
        <source>the sea at %1</source>
        <translation>das Meer bei %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 gets %2</source>
        <translation>%1 erhält %2</translation>
    </message>
    <message>
        <source>nobody produces</source>
        <translation>niemand erhält Rohstoffe</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>%1 takes the Longest Road</source>
        <translation>%1 erhält die Längste Handelsstraße</translation>
    </message>
    <message>
        <source>%1 takes the Largest Army</source>
        <translation>%1 erhält die Größte Rittermacht</translation>
    </message>
    <message>
        <source>%1 wins with %2 points</source>
        <translation>%1 gewinnt mit %2 Punkten</translation>
    </message>
    <message>
        <source>the turn limit ends the game without a winner</source>
        <translation>das Zuglimit beendet das Spiel ohne Sieger</translation>
    </message>
    <message>
        <source>%1 rolls 7: the robber moves</source>
        <translation>%1 würfelt eine 7: Der Räuber zieht</translation>
    </message>
    <message>
        <source>%1 rolls %2; %3</source>
        <translation>%1 würfelt %2; %3</translation>
    </message>
    <message>
        <source>%1 builds a settlement</source>
        <translation>%1 baut eine Siedlung</translation>
    </message>
    <message>
        <source>%1 upgrades a settlement to a city</source>
        <translation>%1 baut eine Siedlung zur Stadt aus</translation>
    </message>
    <message>
        <source>%1 builds a road</source>
        <translation>%1 baut eine Straße</translation>
    </message>
    <message>
        <source>%1 buys a development card</source>
        <translation>%1 kauft eine Entwicklungskarte</translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <translation>%1 zieht %2</translation>
    </message>
    <message>
        <source>%1 plays a Knight</source>
        <translation>%1 spielt einen Ritter aus</translation>
    </message>
    <message>
        <source>%1 plays Road Building</source>
        <translation>%1 spielt Straßenbau aus</translation>
    </message>
    <message>
        <source>%1 plays Year of Plenty and takes %2</source>
        <translation>%1 spielt Erfindung aus und nimmt %2</translation>
    </message>
    <message>
        <source>%1 plays Monopoly on %2 and collects %3</source>
        <translation>%1 spielt Monopol auf %2 aus und erhält %3</translation>
    </message>
    <message>
        <source>%1 trades %2 for %3 with the bank</source>
        <translation>%1 tauscht %2 gegen %3 mit der Bank</translation>
    </message>
    <message>
        <source>%1 offers %2 for %3</source>
        <translation>%1 bietet %2 für %3</translation>
    </message>
    <message>
        <source>%1 accepts the offer</source>
        <translation>%1 nimmt das Angebot an</translation>
    </message>
    <message>
        <source>%1 declines the offer</source>
        <translation>%1 lehnt das Angebot ab</translation>
    </message>
    <message>
        <source>%1 withdraws the offer</source>
        <translation>%1 zieht das Angebot zurück</translation>
    </message>
    <message>
        <source>%1 discards %2</source>
        <translation>%1 wirft %2 ab</translation>
    </message>
    <message>
        <source>%1 moves the robber to %2</source>
        <translation>%1 versetzt den Räuber auf %2</translation>
    </message>
    <message>
        <source>%1 robs %2</source>
        <translation>%1 beraubt %2</translation>
    </message>
    <message>
        <source>%1 steals %2 from %3</source>
        <translation>%1 stiehlt %2 von %3</translation>
    </message>
    <message>
        <source>%1 steals a card from %2</source>
        <translation>%1 stiehlt eine Karte von %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>the %1 gold field at %2</source>
        <translation>den %1er-Goldfluss bei %2</translation>
    </message>
    <message>
        <source>%1 builds a ship</source>
        <translation>%1 baut ein Schiff</translation>
    </message>
    <message>
        <source>%1 moves a ship</source>
        <translation>%1 versetzt ein Schiff</translation>
    </message>
    <message>
        <source>%1 moves the pirate to %2</source>
        <translation>%1 versetzt den Piraten auf %2</translation>
    </message>
    <message>
        <source>%1 takes %2 from a gold field</source>
        <translation>%1 nimmt %2 aus einem Goldfluss</translation>
    </message>
    <message>
        <source>%1 discovers %2 at %3</source>
        <translation>%1 entdeckt %2 bei %3</translation>
    </message>
    <message>
        <source>the discovered hex at %1 gets the number %2</source>
        <translation>das entdeckte Feld bei %1 erhält die Zahl %2</translation>
    </message>
    <message>
        <source>; %1 gets %2</source>
        <translation>; %1 erhält %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n gift(s) of the Forgotten Tribe</source>
        <translation>
            <numerusform>%1 nimmt %n Geschenk des vergessenen Stammes</numerusform>
            <numerusform>%1 nimmt %n Geschenke des vergessenen Stammes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 places the %2 harbor</source>
        <translation>%1 legt den Hafen %2 an</translation>
    </message>
    <message>
        <source>%1 takes a bolt of cloth from %2</source>
        <translation>%1 nimmt %2 einen Stoffballen ab</translation>
    </message>
    <message numerus="yes">
        <source>%n bolt(s) of cloth</source>
        <translation>
            <numerusform>%n Stoffballen</numerusform>
            <numerusform>%n Stoffballen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 opens trade relations with the village %2</source>
        <translation>%1 nimmt Handelsbeziehungen mit dem Dorf %2 auf</translation>
    </message>
    <message>
        <source>3 or fewer villages have cloth left: the game ends</source>
        <translation>Nur noch 3 oder weniger Dörfer haben Stoff: Das Spiel endet</translation>
    </message>
    <message>
        <source>a tie in points and cloth: nobody wins</source>
        <translation>Gleichstand bei Punkten und Stoff: Niemand gewinnt</translation>
    </message>
    <message>
        <source>%1 rolls %2 (lower die %3): the pirate fleet sails to %4</source>
        <translation>%1 würfelt %2 (niedrigerer Würfel %3): Die Piratenflotte segelt zu %4</translation>
    </message>
    <message>
        <source>%1 rolls %2</source>
        <translation>%1 würfelt %2</translation>
    </message>
    <message>
        <source>%1 plays a Knight: a ship becomes a warship</source>
        <translation>%1 spielt einen Ritter: Ein Schiff wird zum Kriegsschiff</translation>
    </message>
    <message>
        <source>%1 attacks the pirate fortress</source>
        <translation>%1 greift die Piratenfestung an</translation>
    </message>
    <message>
        <source>the pirate fleet takes %1 from %2</source>
        <translation>die Piratenflotte nimmt %2 %1 ab</translation>
    </message>
    <message numerus="yes">
        <source>the fortress has strength %1 against %n warship(s)</source>
        <translation>
            <numerusform>die Festung hat Stärke %1 gegen %n Kriegsschiff</numerusform>
            <numerusform>die Festung hat Stärke %1 gegen %n Kriegsschiffe</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2 captures the fortress</source>
        <translation>%1; %2 erobert die Festung</translation>
    </message>
    <message>
        <source>%1; %2 takes a chit</source>
        <translation>%1; %2 nimmt ein Plättchen</translation>
    </message>
    <message numerus="yes">
        <source>%1; %2 loses %n ship(s)</source>
        <translation>
            <numerusform>%1; %2 verliert %n Schiff</numerusform>
            <numerusform>%1; %2 verliert %n Schiffe</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 beats the pirate fleet and takes %2</source>
        <translation>%1 schlägt die Piratenflotte und nimmt %2</translation>
    </message>
    <message>
        <source>%1 finishes the %2 and wins</source>
        <translation>%1 vollendet das Weltwunder %2 und gewinnt</translation>
    </message>
    <message>
        <source>%1 wins with %2 points and the highest wonder level, %3</source>
        <translation>%1 gewinnt mit %2 Punkten und der höchsten Weltwunder-Stufe, %3</translation>
    </message>
    <message>
        <source>%1 starts the %2</source>
        <translation>%1 beginnt das Weltwunder %2</translation>
    </message>
    <message>
        <source>%1 builds level %2 of the %3</source>
        <translation>%1 baut Stufe %2 des Weltwunders %3</translation>
    </message>
    <message>
        <source>%1 counters: %2 for %3</source>
        <translation>%1 macht ein Gegenangebot: %2 für %3</translation>
    </message>
    <message>
        <source>%1 gives %2 %3 for %4</source>
        <translation>%1 gibt %2 %3 für %4</translation>
    </message>
    <message>
        <source>trade</source>
        <translation>Handel</translation>
    </message>
    <message>
        <source>politics</source>
        <translation>Politik</translation>
    </message>
    <message>
        <source>science</source>
        <translation>Wissenschaft</translation>
    </message>
    <message>
        <source>the barbarian ship</source>
        <translation>das Barbarenschiff</translation>
    </message>
    <message>
        <source>the yellow city gate</source>
        <translation>das gelbe Stadttor</translation>
    </message>
    <message>
        <source>the blue city gate</source>
        <translation>das blaue Stadttor</translation>
    </message>
    <message>
        <source>the green city gate</source>
        <translation>das grüne Stadttor</translation>
    </message>
    <message>
        <source>no event die (Easy Start)</source>
        <translation>kein Ereigniswürfel (leichter Start)</translation>
    </message>
    <message>
        <source>%1 rolls %2 (red %3) and %4</source>
        <translation>%1 würfelt %2 (rot %3) und %4</translation>
    </message>
    <message>
        <source>%1: the barbarians attack</source>
        <translation>%1: die Barbaren greifen an</translation>
    </message>
    <message>
        <source>%1 and win</source>
        <translation>%1 und siegen</translation>
    </message>
    <message>
        <source>%1; a 7</source>
        <translation>%1; eine 7</translation>
    </message>
    <message>
        <source>%1 hires a knight</source>
        <translation>%1 stellt einen Ritter ein</translation>
    </message>
    <message>
        <source>%1 activates a knight</source>
        <translation>%1 aktiviert einen Ritter</translation>
    </message>
    <message>
        <source>%1 promotes a knight</source>
        <translation>%1 befördert einen Ritter</translation>
    </message>
    <message>
        <source>%1 moves a knight</source>
        <translation>%1 versetzt einen Ritter</translation>
    </message>
    <message>
        <source>%1 displaces a knight of %2</source>
        <translation>%1 vertreibt einen Ritter von %2</translation>
    </message>
    <message>
        <source>%1 moves the displaced knight away</source>
        <translation>%1 zieht den vertriebenen Ritter weg</translation>
    </message>
    <message>
        <source>%1 chases the robber away with a knight</source>
        <translation>%1 vertreibt den Räuber mit einem Ritter</translation>
    </message>
    <message>
        <source>%1 builds a city wall</source>
        <translation>%1 baut eine Stadtmauer</translation>
    </message>
    <message>
        <source>%1 buys a %2 improvement (level %3) and takes its metropolis</source>
        <translation>%1 kauft eine Stadtausbaustufe %2 (Stufe %3) und nimmt deren Metropole</translation>
    </message>
    <message>
        <source>%1 buys a %2 improvement (level %3)</source>
        <translation>%1 kauft eine Stadtausbaustufe %2 (Stufe %3)</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 spielt %2</translation>
    </message>
    <message>
        <source>%1 draws a progress card</source>
        <translation>%1 zieht eine Fortschrittskarte</translation>
    </message>
    <message>
        <source>%1 puts a progress card back under its deck</source>
        <translation>%1 legt eine Fortschrittskarte unter ihren Stapel zurück</translation>
    </message>
    <message>
        <source>%1 chooses a %2 progress card</source>
        <translation>%1 wählt eine Fortschrittskarte %2</translation>
    </message>
    <message>
        <source>%1 offers %2 to %3 (Commercial Harbor)</source>
        <translation>%1 bietet %3 %2 an (Handelshafen)</translation>
    </message>
    <message>
        <source>the barbarians pillage a city of %1</source>
        <translation>die Barbaren plündern eine Stadt von %1</translation>
    </message>
    <message>
        <source>%1: the barbarians land, and each player commits knights</source>
        <translation>%1: Die Barbaren landen, und jeder Spieler bietet Ritter auf</translation>
    </message>
    <message>
        <source>%1 commits knights of strength %2 against the barbarians</source>
        <translation>%1 bietet Ritter der Stärke %2 gegen die Barbaren auf</translation>
    </message>
    <message>
        <source>%1; the barbarians attack and win</source>
        <translation>%1; die Barbaren greifen an und siegen</translation>
    </message>
    <message>
        <source>%1; the barbarians attack; a 7</source>
        <translation>%1; die Barbaren greifen an; eine 7</translation>
    </message>
    <message>
        <source>%1; the barbarians attack; %2</source>
        <translation>%1; die Barbaren greifen an; %2</translation>
    </message>
    <message>
        <source>%1 chases the pirate away with a knight</source>
        <translation>%1 vertreibt den Piraten mit einem Ritter</translation>
    </message>
    <message>
        <source>%1 takes %2 (Aqueduct)</source>
        <translation>%1 nimmt %2 (Aquädukt)</translation>
    </message>
    <message>
        <source>%1 takes nothing (Aqueduct)</source>
        <translation>%1 nimmt nichts (Aquädukt)</translation>
    </message>
</context>
<context>
    <name>GeneratorErrorText</name>
    <message>
        <source>At least one attempt is needed.</source>
        <translation>Mindestens ein Versuch ist nötig.</translation>
    </message>
    <message>
        <source>The constraint limits must not be negative.</source>
        <translation>Die Grenzen der Bedingungen dürfen nicht negativ sein.</translation>
    </message>
    <message>
        <source>The hex %1 names the area “%2”, which the scenario does not define.</source>
        <translation>Das Feld %1 nennt das Gebiet „%2“, das das Szenario nicht festlegt.</translation>
    </message>
    <message>
        <source>The hex %1 is fixed but has no terrain.</source>
        <translation>Das Feld %1 ist fest, hat aber keine Landschaft.</translation>
    </message>
    <message>
        <source>The unassigned hex %1 belongs to no area, so no pool can fill it.</source>
        <translation>Das offene Feld %1 gehört zu keinem Gebiet, also kann kein Vorrat es füllen.</translation>
    </message>
    <message>
        <source>The terrain pool of the area “%1” holds %2, which cannot be placed.</source>
        <translation>Der Landschaftsvorrat des Gebiets „%1“ enthält %2, das nicht gelegt werden kann.</translation>
    </message>
    <message>
        <source>A pool count of the area “%1” is negative.</source>
        <translation>Eine Vorratsanzahl des Gebiets „%1“ ist negativ.</translation>
    </message>
    <message>
        <source>The terrain pool of the area “%1” has %2 hexes for %3 unassigned hexes.</source>
        <translation>Der Landschaftsvorrat des Gebiets „%1“ hat %2 Felder für %3 offene Felder.</translation>
    </message>
    <message>
        <source>The letter sequence of the area “%1” has %2 tokens for up to %3 token hexes.</source>
        <translation>Die Buchstabenfolge des Gebiets „%1“ hat %2 Chips für bis zu %3 Felder mit Chip.</translation>
    </message>
    <message>
        <source>The letter sequence of the area “%1” holds the invalid number %2.</source>
        <translation>Die Buchstabenfolge des Gebiets „%1“ enthält die ungültige Zahl %2.</translation>
    </message>
    <message>
        <source>The spiral of the area “%1” must start at a corner 0–5 or anywhere (-1).</source>
        <translation>Die Spirale des Gebiets „%1“ muss an einer Ecke 0–5 oder beliebig (-1) beginnen.</translation>
    </message>
    <message>
        <source>The token pool of the area “%1” holds the invalid number %2.</source>
        <translation>Der Chipvorrat des Gebiets „%1“ enthält die ungültige Zahl %2.</translation>
    </message>
    <message>
        <source>The token pool of the area “%1” has %2 tokens for up to %3 token hexes.</source>
        <translation>Der Chipvorrat des Gebiets „%1“ hat %2 Chips für bis zu %3 Felder mit Chip.</translation>
    </message>
    <message>
        <source>The harbor pool of the area “%1” holds harbors without a type.</source>
        <translation>Der Hafenvorrat des Gebiets „%1“ enthält Häfen ohne Art.</translation>
    </message>
    <message>
        <source>The unassigned harbor at %1 serves no hex of an area.</source>
        <translation>Der offene Hafen bei %1 dient keinem Feld eines Gebiets.</translation>
    </message>
    <message>
        <source>The harbor pool of the area “%1” has %2 harbors for %3 unassigned harbors.</source>
        <translation>Der Hafenvorrat des Gebiets „%1“ hat %2 Häfen für %3 offene Häfen.</translation>
    </message>
    <message>
        <source>no 6 or 8 next to another 6 or 8</source>
        <translation>keine 6 oder 8 neben einer anderen 6 oder 8</translation>
    </message>
    <message>
        <source>no 2 or 12 next to another 2 or 12</source>
        <translation>keine 2 oder 12 neben einer anderen 2 oder 12</translation>
    </message>
    <message>
        <source>no two equal numbers next to each other</source>
        <translation>keine zwei gleichen Zahlen nebeneinander</translation>
    </message>
    <message>
        <source>no 6 or 8 on a gold field</source>
        <translation>keine 6 oder 8 auf einem Goldfluss</translation>
    </message>
    <message>
        <source>no larger group of one terrain than the limit</source>
        <translation>keine größere Gruppe einer Landschaft als die Grenze</translation>
    </message>
    <message>
        <source>no intersection with more pips than the limit</source>
        <translation>kein Bauplatz mit mehr Pips als die Grenze</translation>
    </message>
    <message numerus="yes">
        <source>No board meets the constraint “%1” (%n attempt(s)).</source>
        <translation>
            <numerusform>Kein Spielfeld erfüllt die Bedingung „%1“ (%n Versuch).</numerusform>
            <numerusform>Kein Spielfeld erfüllt die Bedingung „%1“ (%n Versuche).</numerusform>
        </translation>
    </message>
    <message>
        <source>The pools cannot deal this map: %1</source>
        <translation>Die Vorräte können diese Karte nicht austeilen: %1</translation>
    </message>
    <message>
        <source>The area “%1” has %2 unassigned hexes under a locked number token, but its terrain pool has only %3 terrains that take a number. Unlock some tokens (Edit › Lock Tokens) or add such terrains to the pool.</source>
        <translation>Das Gebiet „%1“ hat %2 nicht zugewiesene Felder unter einer gesperrten Zahlenmarke, aber sein Geländevorrat hat nur %3 Gelände, die eine Zahl tragen. Entsperren Sie einige Marken (Bearbeiten › Marken sperren) oder fügen Sie solche Gelände zum Vorrat hinzu.</translation>
    </message>
    <message>
        <source>The area “%1” deals its harbors onto its coast, so it cannot also have unassigned harbors. Give them a type or turn off “Harbors on any coast”.</source>
        <translation>Das Gebiet „%1“ legt seine Häfen an seine Küste und kann daher keine Häfen ohne Typ haben. Geben Sie ihnen einen Typ oder schalten Sie „Häfen an beliebiger Küste“ aus.</translation>
    </message>
    <message>
        <source>In %1 attempts the dealt coast never had room for the harbor pool: harbors may not share an intersection. Make the pool smaller or the coast longer.</source>
        <translation>In %1 Versuchen hatte die ausgeteilte Küste nie Platz für den Hafenvorrat: Häfen dürfen keine Kreuzung teilen. Verkleinern Sie den Vorrat oder verlängern Sie die Küste.</translation>
    </message>
</context>
<context>
    <name>ImageExporter</name>
    <message numerus="yes">
        <source>Print the %n sheet(s) at 100 % (no fit to page). Cut each sheet along its crop marks, then lay the sheets out as shown here, matching the circled crosses on neighbouring sheets. Grey places have no board and are not printed.</source>
        <translation>
            <numerusform>Drucken Sie das %n Blatt in 100 % (nicht an die Seite anpassen). Schneiden Sie es an den Schnittmarken zu und legen Sie es wie hier gezeigt aus. Graue Stellen haben kein Spielfeld und werden nicht gedruckt.</numerusform>
            <numerusform>Drucken Sie die %n Blätter in 100 % (nicht an die Seite anpassen). Schneiden Sie jedes Blatt an seinen Schnittmarken zu und legen Sie die Blätter wie hier gezeigt aus, sodass die Kreuze in Kreisen auf benachbarten Blättern zusammenpassen. Graue Stellen haben kein Spielfeld und werden nicht gedruckt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The board has no hexes; there is nothing to draw.</source>
        <translation>Das Spielfeld hat keine Felder; es gibt nichts zu zeichnen.</translation>
    </message>
    <message>
        <source>Image width %1 px is outside 1-30000.</source>
        <translation>Die Bildbreite %1 px liegt außerhalb von 1–30000.</translation>
    </message>
    <message>
        <source>Cannot encode the image %1 (format &quot;%2&quot;).</source>
        <translation>Das Bild %1 kann nicht kodiert werden (Format „%2“).</translation>
    </message>
    <message>
        <source>Cannot write the image %1: %2. Choose a folder you can write to.</source>
        <translation>Das Bild %1 kann nicht geschrieben werden: %2. Wählen Sie einen Ordner, in den Sie schreiben dürfen.</translation>
    </message>
    <message>
        <source>nothing to draw</source>
        <translation>nichts zu zeichnen</translation>
    </message>
    <message>
        <source>Cannot write the SVG file %1: %2. Choose a folder you can write to.</source>
        <translation>Die SVG-Datei %1 kann nicht geschrieben werden: %2. Wählen Sie einen Ordner, in den Sie schreiben dürfen.</translation>
    </message>
    <message>
        <source>The hex width %1 mm is outside 5-500 mm; choose a width in that range (a printed Catan tile is about 60 mm).</source>
        <translation>Die Feldbreite %1 mm liegt außerhalb von 5–500 mm; wählen Sie eine Breite in diesem Bereich (ein gedrucktes Catan-Feld ist etwa 60 mm breit).</translation>
    </message>
    <message>
        <source>Cannot write the PDF file %1. Check that the folder exists, that you may write to it and that the file is not open elsewhere.</source>
        <translation>Die PDF-Datei %1 kann nicht geschrieben werden. Prüfen Sie, ob der Ordner existiert, ob Sie darin schreiben dürfen und ob die Datei nicht anderswo geöffnet ist.</translation>
    </message>
    <message>
        <source>%1 — assembly</source>
        <translation>%1 — Zusammenbau</translation>
    </message>
    <message>
        <source>sheet %1</source>
        <translation>Blatt %1</translation>
    </message>
    <message>
        <source>%1 — sheet %2 of %3 (row %4, column %5) — hex width %6 mm</source>
        <translation>%1 — Blatt %2 von %3 (Zeile %4, Spalte %5) — Feldbreite %6 mm</translation>
    </message>
    <message>
        <source>Cannot write the PDF file %1: %2. Choose a folder you can write to.</source>
        <translation>Die PDF-Datei %1 kann nicht geschrieben werden: %2. Wählen Sie einen Ordner, in den Sie schreiben dürfen.</translation>
    </message>
</context>
<context>
    <name>IssueText</name>
    <message>
        <source>off the board</source>
        <translation>außerhalb des Spielfelds</translation>
    </message>
    <message>
        <source>Red numbers %1 and %2 lie on adjacent hexes %3 and %4.</source>
        <translation>Die roten Zahlen %1 und %2 liegen auf den benachbarten Feldern %3 und %4.</translation>
    </message>
    <message>
        <source>Numbers %1 and %2 lie on adjacent hexes %3 and %4.</source>
        <translation>Die Zahlen %1 und %2 liegen auf den benachbarten Feldern %3 und %4.</translation>
    </message>
    <message>
        <source>Two tokens showing %1 lie on adjacent hexes %2 and %3.</source>
        <translation>Zwei Zahlenchips mit der %1 liegen auf den benachbarten Feldern %2 und %3.</translation>
    </message>
    <message>
        <source>The gold field %1 carries a red number (%2).</source>
        <translation>Der Goldfluss %1 trägt eine rote Zahl (%2).</translation>
    </message>
    <message>
        <source>The number token on %1 shows %2; tokens show 2–6 or 8–12.</source>
        <translation>Der Zahlenchip auf %1 zeigt %2; Zahlenchips zeigen 2–6 oder 8–12.</translation>
    </message>
    <message>
        <source>The hex %1 (%2) carries a number token (%3); this terrain carries none.</source>
        <translation>Das Feld %1 (%2) trägt einen Zahlenchip (%3); diese Landschaft trägt keinen.</translation>
    </message>
    <message>
        <source>The hex %1 (%2) has no number token.</source>
        <translation>Das Feld %1 (%2) hat keinen Zahlenchip.</translation>
    </message>
    <message>
        <source>The harbor at %1 (%2) lies on %3; harbors lie on sea or frame.</source>
        <translation>Der Hafen bei %1 (%2) liegt auf %3; Häfen liegen auf Meer oder Rahmen.</translation>
    </message>
    <message>
        <source>A harbor (%1) faces %2 at %3; a harbor faces a land hex.</source>
        <translation>Ein Hafen (%1) zeigt auf %2 bei %3; ein Hafen zeigt auf ein Landfeld.</translation>
    </message>
    <message>
        <source>The harbors at %1 and %2 share an intersection.</source>
        <translation>Die Häfen bei %1 und %2 teilen sich eine Kreuzung.</translation>
    </message>
    <message>
        <source>The harbor at %1 lies on a closed lake, not on open sea.</source>
        <translation>Der Hafen bei %1 liegt an einem geschlossenen See, nicht am offenen Meer.</translation>
    </message>
    <message numerus="yes">
        <source>The scenario uses %n 2:1 harbor(s) for %1; the boxes allow %2.</source>
        <translation>
            <numerusform>Das Szenario verwendet %n 2:1-Hafen für %1; die Schachteln erlauben %2.</numerusform>
            <numerusform>Das Szenario verwendet %n 2:1-Häfen für %1; die Schachteln erlauben %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The standard board uses %n hex(es) of %1; the boxes hold exactly %2.</source>
        <translation>
            <numerusform>Das Standardspielfeld verwendet %n Feld %1; die Schachteln enthalten genau %2.</numerusform>
            <numerusform>Das Standardspielfeld verwendet %n Felder %1; die Schachteln enthalten genau %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The standard board uses %n number token(s) showing %1; the boxes hold exactly %2.</source>
        <translation>
            <numerusform>Das Standardspielfeld verwendet %n Zahlenchip mit der %1; die Schachteln enthalten genau %2.</numerusform>
            <numerusform>Das Standardspielfeld verwendet %n Zahlenchips mit der %1; die Schachteln enthalten genau %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The standard board uses %n 2:1 harbor(s) for %1; the boxes hold exactly %2.</source>
        <translation>
            <numerusform>Das Standardspielfeld verwendet %n 2:1-Hafen für %1; die Schachteln enthalten genau %2.</numerusform>
            <numerusform>Das Standardspielfeld verwendet %n 2:1-Häfen für %1; die Schachteln enthalten genau %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The standard board uses %n 3:1 harbor(s); the boxes hold exactly %1.</source>
        <translation>
            <numerusform>Das Standardspielfeld verwendet %n 3:1-Hafen; die Schachteln enthalten genau %1.</numerusform>
            <numerusform>Das Standardspielfeld verwendet %n 3:1-Häfen; die Schachteln enthalten genau %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The map needs %n hex(es) of %1; the chosen boxes contain %2.</source>
        <translation>
            <numerusform>Die Karte benötigt %n Feld %1; die gewählten Schachteln enthalten %2.</numerusform>
            <numerusform>Die Karte benötigt %n Felder %1; die gewählten Schachteln enthalten %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The map needs %n number token(s) showing %1; the chosen boxes contain %2.</source>
        <translation>
            <numerusform>Die Karte benötigt %n Zahlenchip mit der %1; die gewählten Schachteln enthalten %2.</numerusform>
            <numerusform>Die Karte benötigt %n Zahlenchips mit der %1; die gewählten Schachteln enthalten %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The map needs %n 3:1 harbor(s); the chosen boxes contain %1.</source>
        <translation>
            <numerusform>Die Karte benötigt %n 3:1-Hafen; die gewählten Schachteln enthalten %1.</numerusform>
            <numerusform>Die Karte benötigt %n 3:1-Häfen; die gewählten Schachteln enthalten %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rulebooks do not state every component count of the chosen boxes; unknown counts are not checked.</source>
        <translation>Die Spielregeln nennen nicht alle Materialmengen der gewählten Schachteln; unbekannte Mengen werden nicht geprüft.</translation>
    </message>
    <message>
        <source>The hex %1 names the area “%2”, which the scenario does not define.</source>
        <translation>Das Feld %1 nennt das Gebiet „%2“, das im Szenario nicht definiert ist.</translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es) outside any area are drawn at set-up; their terrain pool holds %1.</source>
        <translation>
            <numerusform>%n Feld außerhalb aller Gebiete wird beim Aufbau gezogen; sein Landschaftsvorrat enthält %1.</numerusform>
            <numerusform>%n Felder außerhalb aller Gebiete werden beim Aufbau gezogen; ihr Landschaftsvorrat enthält %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The area “%1” has %n hex(es) drawn at set-up; its terrain pool holds %2.</source>
        <translation>
            <numerusform>Im Gebiet „%1“ wird beim Aufbau %n Feld gezogen; sein Landschaftsvorrat enthält %2.</numerusform>
            <numerusform>Im Gebiet „%1“ werden beim Aufbau %n Felder gezogen; sein Landschaftsvorrat enthält %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The area “%1” needs %n number token(s) at set-up; it has %2.</source>
        <translation>
            <numerusform>Das Gebiet „%1“ benötigt beim Aufbau %n Zahlenchip; es hat %2.</numerusform>
            <numerusform>Das Gebiet „%1“ benötigt beim Aufbau %n Zahlenchips; es hat %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n harbor(s) outside any area are drawn at set-up; their harbor pool holds %1.</source>
        <translation>
            <numerusform>%n Hafen außerhalb aller Gebiete wird beim Aufbau gezogen; sein Hafenvorrat enthält %1.</numerusform>
            <numerusform>%n Häfen außerhalb aller Gebiete werden beim Aufbau gezogen; ihr Hafenvorrat enthält %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The area “%1” has %n harbor(s) drawn at set-up; its harbor pool holds %2.</source>
        <translation>
            <numerusform>Im Gebiet „%1“ wird beim Aufbau %n Hafen gezogen; sein Hafenvorrat enthält %2.</numerusform>
            <numerusform>Im Gebiet „%1“ werden beim Aufbau %n Häfen gezogen; sein Hafenvorrat enthält %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The robber starts at %1 (%2); it belongs on land or off the board.</source>
        <translation>Der Räuber beginnt auf %1 (%2); er gehört auf Land oder neben das Spielfeld.</translation>
    </message>
    <message>
        <source>The robber starts at %1 (%2) although the board has a desert.</source>
        <translation>Der Räuber beginnt auf %1 (%2), obwohl das Spielfeld eine Wüste hat.</translation>
    </message>
    <message>
        <source>The board has a desert but no robber; the robber starts in the desert.</source>
        <translation>Das Spielfeld hat eine Wüste, aber keinen Räuber; der Räuber beginnt in der Wüste.</translation>
    </message>
    <message>
        <source>The pirate starts at %1 (%2); it sails on sea hexes only.</source>
        <translation>Der Pirat beginnt auf %1 (%2); er segelt nur auf Meerfeldern.</translation>
    </message>
    <message>
        <source>A pirate starts at %1 but none of the chosen boxes uses the pirate.</source>
        <translation>Ein Pirat beginnt auf %1, aber keine der gewählten Schachteln verwendet den Piraten.</translation>
    </message>
    <message>
        <source>The lake %1 lies on the coast; lakes lie inland.</source>
        <translation>Der See %1 liegt an der Küste; Seen liegen im Landesinneren.</translation>
    </message>
    <message>
        <source>The board has no land.</source>
        <translation>Das Spielfeld hat kein Land.</translation>
    </message>
    <message numerus="yes">
        <source>Only %n starting settlement(s) fit under the distance rule; %1 players need %2.</source>
        <translation>
            <numerusform>Nach der Abstandsregel passt nur %n Startsiedlung; %1 Spieler benötigen %2.</numerusform>
            <numerusform>Nach der Abstandsregel passen nur %n Startsiedlungen; %1 Spieler benötigen %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The island at %1 (%n hex(es)) has no starting intersection and no box provides ships to reach it.</source>
        <translation>
            <numerusform>Die Insel bei %1 (%n Feld) hat keine Startkreuzung, und keine Schachtel liefert Schiffe, um sie zu erreichen.</numerusform>
            <numerusform>Die Insel bei %1 (%n Felder) hat keine Startkreuzung, und keine Schachtel liefert Schiffe, um sie zu erreichen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At most %n victory point(s) can be reached; the target is %1.</source>
        <translation>
            <numerusform>Höchstens %n Siegpunkt ist erreichbar; das Ziel ist %1.</numerusform>
            <numerusform>Höchstens %n Siegpunkte sind erreichbar; das Ziel ist %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The victory points available with these boxes are not known from the rulebooks; the target of %1 is not checked.</source>
        <translation>Die mit diesen Schachteln erreichbaren Siegpunkte gehen aus den Spielregeln nicht hervor; das Ziel von %1 wird nicht geprüft.</translation>
    </message>
    <message>
        <source>The scenario is for %1–%2 players; the chosen boxes support %3–%4.</source>
        <translation>Das Szenario ist für %1–%2 Spieler; die gewählten Schachteln unterstützen %3–%4.</translation>
    </message>
    <message>
        <source>The override of the check “%1” is “%2”; expected off, error, warning or info.</source>
        <translation>Die Einstellung der Prüfung „%1“ ist „%2“; erwartet wird off, error, warning oder info.</translation>
    </message>
    <message>
        <source>The scenario overrides the unknown check “%1”.</source>
        <translation>Das Szenario überschreibt die unbekannte Prüfung „%1“.</translation>
    </message>
    <message>
        <source>The check “%1” reports a problem.</source>
        <translation>Die Prüfung „%1“ meldet ein Problem.</translation>
    </message>
    <message>
        <source>side of %1</source>
        <translation>Kante von %1</translation>
    </message>
    <message>
        <source>corner of %1</source>
        <translation>Ecke von %1</translation>
    </message>
    <message>
        <source>whole scenario</source>
        <translation>gesamtes Szenario</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Information</source>
        <translation>Information</translation>
    </message>
    <message>
        <source>The board has %1; the playtest engine plays at most %2, so it can be edited but not playtested.</source>
        <translation>Das Spielbrett hat %1; die Testspiel-Engine spielt höchstens %2, es lässt sich also bearbeiten, aber nicht testspielen.</translation>
    </message>
    <message>
        <source>The hex %1 carries the number %2, but nobody may settle in its area “%3”; it would produce for nobody.</source>
        <translation>Das Feld %1 trägt die Zahl %2, aber in seinem Gebiet „%3“ darf niemand siedeln; es würde für niemanden Erträge bringen.</translation>
    </message>
    <message>
        <source>The %1 on side %3 of hex %2 is not on a coastline: a ship takes a gift from a side between land and water.</source>
        <translation>%1 an Seite %3 des Feldes %2 liegt nicht an einer Küste: Ein Schiff nimmt ein Geschenk von einer Kante zwischen Land und Wasser.</translation>
    </message>
    <message>
        <source>The board has %1 gifts on coast sides, taken by ships, but no Seafarers box is chosen.</source>
        <translation>Der Spielplan hat %1 Geschenke an Küstenkanten, die Schiffe nehmen, aber keine Seefahrer-Schachtel ist gewählt.</translation>
    </message>
    <message>
        <source>The board has %1 development card gifts, but the deck holds only %2 cards.</source>
        <translation>Der Spielplan hat %1 Entwicklungskarten als Geschenke, der Stapel hat aber nur %2 Karten.</translation>
    </message>
    <message>
        <source>The set-up can run out of sites: %1 players place %2 settlements on %3 starting intersections, but %4 settlements placed under the distance rule can already close all of them. The playtest engine refuses this board for %1 players.</source>
        <translation>Die Gründungsphase kann ohne Bauplätze enden: %1 Spieler setzen %2 Siedlungen auf %3 Startkreuzungen, aber schon %4 Siedlungen nach der Abstandsregel können alle davon sperren. Die Testspiel-Engine lehnt dieses Spielbrett für %1 Spieler ab.</translation>
    </message>
    <message>
        <source>Whether every order of set-up leaves a site is beyond the search limit: %1 players place %2 settlements on %3 starting intersections. The playtest engine refuses this board for %1 players.</source>
        <translation>Ob jede Reihenfolge der Gründungsphase einen Bauplatz lässt, übersteigt die Suchgrenze: %1 Spieler setzen %2 Siedlungen auf %3 Startkreuzungen. Die Testspiel-Engine lehnt dieses Spielbrett für %1 Spieler ab.</translation>
    </message>
    <message numerus="yes">
        <source>The area “%1” has %n unassigned hex(es) under a locked number token, more than the terrains in its pool that take a number (%2). Unlock tokens (Edit › Lock Tokens) or add such terrains.</source>
        <translation>
            <numerusform>Das Gebiet „%1“ hat %n nicht zugewiesenes Feld unter einer gesperrten Zahlenmarke, mehr als Gelände in seinem Vorrat, die eine Zahl tragen (%2). Entsperren Sie Marken (Bearbeiten › Marken sperren) oder fügen Sie solche Gelände hinzu.</numerusform>
            <numerusform>Das Gebiet „%1“ hat %n nicht zugewiesene Felder unter einer gesperrten Zahlenmarke, mehr als Gelände in seinem Vorrat, die eine Zahl tragen (%2). Entsperren Sie Marken (Bearbeiten › Marken sperren) oder fügen Sie solche Gelände hinzu.</numerusform>
        </translation>
    </message>
    <message>
        <source>The village at %1 is not on a coast: a shipping route must reach its intersection.</source>
        <translation>Das Dorf bei %1 liegt nicht an einer Küste: Eine Schiffsroute muss seine Kreuzung erreichen.</translation>
    </message>
    <message>
        <source>The village at %1 has the number %2; a village needs a number 2–6 or 8–12.</source>
        <translation>Das Dorf bei %1 hat die Zahl %2; ein Dorf braucht eine Zahl 2–6 oder 8–12.</translation>
    </message>
    <message>
        <source>The board has %1 villages, reached by shipping routes, but no Seafarers box is chosen.</source>
        <translation>Der Spielplan hat %1 Dörfer, die über Schiffsrouten erreicht werden, aber keine Seefahrer-Schachtel ist gewählt.</translation>
    </message>
    <message>
        <source>The board has only %1 villages: the game ends when 3 or fewer still have cloth, so it would end at once.</source>
        <translation>Der Spielplan hat nur %1 Dörfer: Das Spiel endet, wenn nur noch 3 oder weniger Stoff haben, es wäre also sofort vorbei.</translation>
    </message>
    <message>
        <source>%1 villages need %2 Catan chits; the boxes hold %3.</source>
        <translation>%1 Dörfer brauchen %2 Catan-Chips; die Schachteln enthalten %3.</translation>
    </message>
    <message>
        <source>The robber is placed on %1 although the rules keep it beside the board until it is first moved.</source>
        <translation>Der Räuber steht auf %1, obwohl er nach den Regeln neben dem Spielplan wartet, bis er zum ersten Mal versetzt wird.</translation>
    </message>
    <message>
        <source>The scenario allows %1 players but not paired players: CATAN 5–6 plays paired turns, and playtests refuse 5 or 6 players without them (Properties › Rules).</source>
        <translation>Das Szenario erlaubt %1 Spieler, aber keine Spielerpaare: CATAN 5–6 spielt mit Spielerpaaren, und Testspiele mit 5 oder 6 Spielern werden ohne sie abgelehnt (Eigenschaften › Regeln).</translation>
    </message>
    <message>
        <source>The pirate fleet&apos;s circuit passes %1, which is no sea hex.</source>
        <translation>Der Rundkurs der Piratenflotte führt über %1, das kein Meerfeld ist.</translation>
    </message>
    <message>
        <source>The pirate fleet&apos;s circuit does not close: number its &apos;pirate_path&apos; markers 1, 2, … without gaps.</source>
        <translation>Der Rundkurs der Piratenflotte schließt sich nicht: Nummeriere seine Markierungen „pirate_path“ lückenlos 1, 2, ….</translation>
    </message>
    <message>
        <source>The pirate fleet&apos;s circuit does not close: step %1 is not beside the next step.</source>
        <translation>Der Rundkurs der Piratenflotte schließt sich nicht: Schritt %1 liegt nicht neben dem nächsten Schritt.</translation>
    </message>
    <message>
        <source>The pirate fleet does not start on its circuit: place the pirate on a &apos;pirate_path&apos; hex.</source>
        <translation>Die Piratenflotte beginnt nicht auf ihrem Rundkurs: Setze den Piraten auf ein Feld mit „pirate_path“.</translation>
    </message>
    <message>
        <source>Player %1 has a pirate fortress but no &apos;%2&apos; marker for the route to it.</source>
        <translation>Spieler %1 hat eine Piratenfestung, aber keine Markierung „%2“ für die Route dorthin.</translation>
    </message>
    <message>
        <source>A pirate starts at %1 but the scenario&apos;s rules do not use the pirate.</source>
        <translation>Ein Pirat steht auf %1, aber die Regeln des Szenarios verwenden den Piraten nicht.</translation>
    </message>
    <message>
        <source>The scenario has wonder cards, which are started with a ship, but no Seafarers box is chosen.</source>
        <translation>Das Szenario hat Weltwunderkarten, die mit einem Schiff begonnen werden, aber keine Seefahrer-Schachtel ist gewählt.</translation>
    </message>
    <message>
        <source>The scenario has %1 wonder cards; the boxes have %2.</source>
        <translation>Das Szenario hat %1 Weltwunderkarten; die Schachteln haben %2.</translation>
    </message>
    <message>
        <source>The board marks %1 wonder intersections but the scenario has no wonder cards: the marks only bar set-up settlements.</source>
        <translation>Der Spielplan markiert %1 Weltwunder-Kreuzungen, aber das Szenario hat keine Weltwunderkarten: Die Markierungen verbieten nur Gründungssiedlungen.</translation>
    </message>
    <message>
        <source>The wonder card &apos;%1&apos; needs a settlement on a marked intersection, but the board has no &apos;%2&apos; marker.</source>
        <translation>Die Weltwunderkarte &apos;%1&apos; braucht eine Siedlung auf einer markierten Kreuzung, aber der Spielplan hat keine Markierung &apos;%2&apos;.</translation>
    </message>
    <message>
        <source>The scenario states Cities &amp; Knights settings (barbarian track, optional rules) but no Cities &amp; Knights box is chosen; they have no effect.</source>
        <translation>Das Szenario legt Einstellungen für Städte &amp; Ritter fest (Barbarenleiste, optionale Regeln), aber keine Schachtel von Städte &amp; Ritter ist gewählt; sie bleiben ohne Wirkung.</translation>
    </message>
    <message>
        <source>The scenario plays to %1 victory points; Cities &amp; Knights plays to %2.</source>
        <translation>Das Szenario spielt bis %1 Siegpunkte; Städte &amp; Ritter spielt bis %2.</translation>
    </message>
</context>
<context>
    <name>JsonFile</name>
    <message>
        <source>%1 could not be opened (%2). Check that the file still exists and that you may read it.</source>
        <translation>%1 konnte nicht geöffnet werden (%2). Prüfen Sie, ob die Datei noch existiert und ob Sie sie lesen dürfen.</translation>
    </message>
    <message>
        <source>%1

Choose a report or game record saved by Islewright or islewright-cli.</source>
        <translation>%1

Wählen Sie einen Bericht oder eine Spielaufzeichnung, die Islewright oder islewright-cli gespeichert hat.</translation>
    </message>
    <message>
        <source>%1 could not be written (%2). Choose a folder you may write to, or free some disk space, and save again.</source>
        <translation>%1 konnte nicht geschrieben werden (%2). Wählen Sie einen Ordner, in den Sie schreiben dürfen, oder geben Sie Speicherplatz frei, und speichern Sie erneut.</translation>
    </message>
</context>
<context>
    <name>LockSummary</name>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n Marke</numerusform>
            <numerusform>%n Marken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n harbor(s)</source>
        <translation>
            <numerusform>%n Hafen</numerusform>
            <numerusform>%n Häfen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1, %2 and %3</source>
        <translation>%1, %2 und %3</translation>
    </message>
</context>
<context>
    <name>PlaytestNames</name>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Braun</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Niemand</translation>
    </message>
    <message>
        <source>Seat %1 (%2)</source>
        <translation>Platz %1 (%2)</translation>
    </message>
    <message>
        <source>brick</source>
        <translation>Lehm</translation>
    </message>
    <message>
        <source>lumber</source>
        <translation>Holz</translation>
    </message>
    <message>
        <source>wool</source>
        <translation>Wolle</translation>
    </message>
    <message>
        <source>grain</source>
        <translation>Getreide</translation>
    </message>
    <message>
        <source>ore</source>
        <translation>Erz</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Ritter</translation>
    </message>
    <message>
        <source>Road Building</source>
        <translation>Straßenbau</translation>
    </message>
    <message>
        <source>Year of Plenty</source>
        <translation>Erfindung</translation>
    </message>
    <message>
        <source>Monopoly</source>
        <translation>Monopol</translation>
    </message>
    <message>
        <source>Victory Point</source>
        <translation>Siegpunkt</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Greedy bot</source>
        <translation>Gieriger Bot</translation>
    </message>
    <message>
        <source>Random bot</source>
        <translation>Zufalls-Bot</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Expert bot</source>
        <translation>Experten-Bot</translation>
    </message>
    <message>
        <source>Expert bot (%1 playouts)</source>
        <translation>Experten-Bot (%1 Playouts)</translation>
    </message>
    <message>
        <source>paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>cloth</source>
        <translation>Tuch</translation>
    </message>
    <message>
        <source>coin</source>
        <translation>Münze</translation>
    </message>
    <message>
        <source>Alchemist</source>
        <translation>Alchemist</translation>
    </message>
    <message>
        <source>Crane</source>
        <translation>Kran</translation>
    </message>
    <message>
        <source>Engineer</source>
        <translation>Ingenieur</translation>
    </message>
    <message>
        <source>Inventor</source>
        <translation>Erfinder</translation>
    </message>
    <message>
        <source>Irrigation</source>
        <translation>Bewässerung</translation>
    </message>
    <message>
        <source>Medicine</source>
        <translation>Medizin</translation>
    </message>
    <message>
        <source>Mining</source>
        <translation>Bergbau</translation>
    </message>
    <message>
        <source>Printer</source>
        <translation>Buchdruck</translation>
    </message>
    <message>
        <source>Smith</source>
        <translation>Schmied</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Bischof</translation>
    </message>
    <message>
        <source>Constitution</source>
        <translation>Verfassung</translation>
    </message>
    <message>
        <source>Deserter</source>
        <translation>Deserteur</translation>
    </message>
    <message>
        <source>Diplomat</source>
        <translation>Diplomat</translation>
    </message>
    <message>
        <source>Intrigue</source>
        <translation>Intrige</translation>
    </message>
    <message>
        <source>Saboteur</source>
        <translation>Saboteur</translation>
    </message>
    <message>
        <source>Spy</source>
        <translation>Spion</translation>
    </message>
    <message>
        <source>Warlord</source>
        <translation>Kriegsherr</translation>
    </message>
    <message>
        <source>Wedding</source>
        <translation>Hochzeit</translation>
    </message>
    <message>
        <source>Commercial Harbor</source>
        <translation>Handelshafen</translation>
    </message>
    <message>
        <source>Master Merchant</source>
        <translation>Handelsmeister</translation>
    </message>
    <message>
        <source>Merchant</source>
        <translation>Händler</translation>
    </message>
    <message>
        <source>Merchant Fleet</source>
        <translation>Handelsflotte</translation>
    </message>
    <message>
        <source>Resource Monopoly</source>
        <translation>Rohstoffmonopol</translation>
    </message>
    <message>
        <source>Trade Monopoly</source>
        <translation>Handelsmonopol</translation>
    </message>
</context>
<context>
    <name>ScenarioFileIo</name>
    <message>
        <source>Cannot open the file: %1</source>
        <translation>Die Datei kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>(line %1, column %2)</source>
        <translation>(Zeile %1, Spalte %2)</translation>
    </message>
</context>
<context>
    <name>ScenarioTemplates</name>
    <message>
        <source>Empty Sea</source>
        <translation>Leeres Meer</translation>
    </message>
    <message>
        <source>Open water inside a frame, to paint a map from scratch</source>
        <translation>Offenes Wasser in einem Rahmen, um eine Karte von Grund auf zu malen</translation>
    </message>
    <message>
        <source>Base Game, 5–6 Players</source>
        <translation>Basisspiel, 5–6 Spieler</translation>
    </message>
    <message>
        <source>The beginner set-up of the 5–6 player extension</source>
        <translation>Die Startaufstellung für Einsteiger aus der Ergänzung für 5–6 Spieler</translation>
    </message>
    <message>
        <source>Base Game, 3–4 Players</source>
        <translation>Basisspiel, 3–4 Spieler</translation>
    </message>
    <message>
        <source>The beginner set-up of the base game</source>
        <translation>Die Startaufstellung für Einsteiger aus dem Basisspiel</translation>
    </message>
    <message>
        <source>Untitled Map</source>
        <translation>Unbenannte Karte</translation>
    </message>
</context>
<context>
    <name>UndoCommands</name>
    <message>
        <source>Set Harbor</source>
        <translation>Hafen setzen</translation>
    </message>
    <message>
        <source>Remove Harbor</source>
        <translation>Hafen entfernen</translation>
    </message>
    <message>
        <source>Move Robber</source>
        <translation>Räuber versetzen</translation>
    </message>
    <message>
        <source>Move Pirate</source>
        <translation>Piraten versetzen</translation>
    </message>
</context>
<context>
    <name>isle::editor::AreaTool</name>
    <message>
        <source>Area</source>
        <translation>Gebiet</translation>
    </message>
    <message>
        <source>Paint cells into the chosen area; right-drag takes them out of their area.</source>
        <translation>Zellen in das gewählte Gebiet malen; Ziehen mit der rechten Maustaste nimmt sie aus ihrem Gebiet.</translation>
    </message>
    <message>
        <source>Choose an area in the tool options first (add areas in the areas editor).</source>
        <translation>Wählen Sie zuerst ein Gebiet in den Werkzeugoptionen (Gebiete fügen Sie im Gebietseditor hinzu).</translation>
    </message>
    <message>
        <source>Remove from Area</source>
        <translation>Aus Gebiet entfernen</translation>
    </message>
    <message>
        <source>Paint Area</source>
        <translation>Gebiet malen</translation>
    </message>
    <message>
        <source>The area the brush paints into</source>
        <translation>Das Gebiet, in das der Pinsel malt</translation>
    </message>
    <message>
        <source>Area:</source>
        <translation>Gebiet:</translation>
    </message>
</context>
<context>
    <name>isle::editor::AreasEditor</name>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Starting settlements allowed</source>
        <translation>Startsiedlungen erlaubt</translation>
    </message>
    <message>
        <source>Clockwise</source>
        <translation>Im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>Named groups of hexes with their own set-up pools; paint hexes into an area in the hex table or with the area tool</source>
        <translation>Benannte Gruppen von Feldern mit eigenen Vorräten für den Aufbau; Felder weisen Sie in der Feldtabelle oder mit dem Gebietswerkzeug einem Gebiet zu</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Start restriction: may players place their starting settlements on this area?</source>
        <translation>Startbeschränkung: Dürfen Spieler ihre Startsiedlungen in diesem Gebiet einsetzen?</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Outer-ring corner hex where the spiral starts (0–5), or random</source>
        <translation>Eckfeld des äußeren Rings, an dem die Spirale beginnt (0–5), oder zufällig</translation>
    </message>
    <message>
        <source>Token values for random placement, separated by spaces (e.g. 2 3 3 4 4)</source>
        <translation>Zahlenchip-Werte für die zufällige Verteilung, durch Leerzeichen getrennt (z. B. 2 3 3 4 4)</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;ID:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Tokens:</source>
        <translation>&amp;Zahlenchips:</translation>
    </message>
    <message>
        <source>&amp;Spiral letters:</source>
        <translation>&amp;Spiralbuchstaben:</translation>
    </message>
    <message>
        <source>Spiral &amp;start:</source>
        <translation>Spiral&amp;anfang:</translation>
    </message>
    <message>
        <source>Token &amp;pool:</source>
        <translation>Chip-&amp;Vorrat:</translation>
    </message>
    <message>
        <source>Terrain pool</source>
        <translation>Landschaftsvorrat</translation>
    </message>
    <message>
        <source>Terrains drawn onto the area&apos;s unassigned hexes</source>
        <translation>Landschaften, die auf die nicht zugewiesenen Felder des Gebiets gezogen werden</translation>
    </message>
    <message>
        <source>Change Terrain Pool</source>
        <translation>Landschaftsvorrat ändern</translation>
    </message>
    <message>
        <source>Harbor pool</source>
        <translation>Hafenvorrat</translation>
    </message>
    <message>
        <source>Harbor types drawn onto unassigned harbors serving the area</source>
        <translation>Hafentypen, die auf nicht zugewiesene Häfen des Gebiets gezogen werden</translation>
    </message>
    <message>
        <source>Change Harbor Pool</source>
        <translation>Hafenvorrat ändern</translation>
    </message>
    <message>
        <source>Area %1</source>
        <translation>Gebiet %1</translation>
    </message>
    <message>
        <source>Add Area</source>
        <translation>Gebiet hinzufügen</translation>
    </message>
    <message>
        <source>Remove Area</source>
        <translation>Gebiet entfernen</translation>
    </message>
    <message>
        <source>Change Area Id</source>
        <translation>Gebiets-ID ändern</translation>
    </message>
    <message>
        <source>Rename Area</source>
        <translation>Gebiet umbenennen</translation>
    </message>
    <message>
        <source>Change Start Restriction</source>
        <translation>Startbeschränkung ändern</translation>
    </message>
    <message>
        <source>Change Token Placement</source>
        <translation>Chip-Verteilung ändern</translation>
    </message>
    <message>
        <source>Change Spiral</source>
        <translation>Spirale ändern</translation>
    </message>
    <message>
        <source>Change Token Pool</source>
        <translation>Chip-Vorrat ändern</translation>
    </message>
    <message>
        <source>Change Area</source>
        <translation>Gebiet ändern</translation>
    </message>
    <message>
        <source>Change Spiral Start</source>
        <translation>Spiralanfang ändern</translation>
    </message>
    <message>
        <source>Settlements allowed</source>
        <translation>Siedlungen erlaubt</translation>
    </message>
    <message>
        <source>Robber allowed</source>
        <translation>Räuber erlaubt</translation>
    </message>
    <message>
        <source>May settlements be built on this area at all? Off for the small islands of The Forgotten Tribe: harbors at their coast become gifts that ships take.</source>
        <translation>Dürfen in diesem Gebiet überhaupt Siedlungen gebaut werden? Aus für die kleinen Inseln von „Der vergessene Stamm“: Häfen an ihrer Küste werden zu Geschenken, die Schiffe nehmen.</translation>
    </message>
    <message>
        <source>May the robber be moved onto this area&apos;s hexes?</source>
        <translation>Darf der Räuber auf die Felder dieses Gebiets versetzt werden?</translation>
    </message>
    <message>
        <source>Change Settlement Restriction</source>
        <translation>Siedlungsbeschränkung ändern</translation>
    </message>
    <message>
        <source>Change Robber Restriction</source>
        <translation>Räuberbeschränkung ändern</translation>
    </message>
    <message>
        <source>Harbors on any coast</source>
        <translation>Häfen an beliebiger Küste</translation>
    </message>
    <message>
        <source>Deal the harbor pool onto random coast sides of the area&apos;s land, as in New World, instead of onto the unassigned harbors</source>
        <translation>Den Hafenvorrat wie in „Die neue Welt“ auf zufällige Küstenkanten des Gebiets legen statt auf die Häfen ohne Typ</translation>
    </message>
    <message>
        <source>Change Harbor Placement</source>
        <translation>Hafenlage ändern</translation>
    </message>
</context>
<context>
    <name>isle::editor::BatchPanel</name>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Batch of self-play games</source>
        <translation>Serie von Bot-Partien</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Partien:</translation>
    </message>
    <message>
        <source>Threads:</source>
        <translation>Threads:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Same seed, same games: results do not depend on the thread count.</source>
        <translation>Gleicher Seed, gleiche Partien: Die Ergebnisse hängen nicht von der Anzahl der Threads ab.</translation>
    </message>
    <message>
        <source>Save Report…</source>
        <translation>Bericht speichern…</translation>
    </message>
    <message>
        <source>Copy Summary</source>
        <translation>Zusammenfassung kopieren</translation>
    </message>
    <message>
        <source>Open Report…</source>
        <translation>Bericht öffnen…</translation>
    </message>
    <message>
        <source>game </source>
        <translation>Partie </translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Ansehen</translation>
    </message>
    <message>
        <source>Where settlements and cities stood at the end</source>
        <translation>Wo Siedlungen und Städte am Ende standen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Findings&lt;/b&gt;&lt;br&gt;Run a batch: the findings appear here.</source>
        <translation>&lt;b&gt;Befunde&lt;/b&gt;&lt;br&gt;Starten Sie eine Serie: Die Befunde erscheinen hier.</translation>
    </message>
    <message>
        <source>This map cannot be playtested: %1</source>
        <translation>Diese Karte kann nicht getestet werden: %1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <source>%1 of %2 games · %3 games/s · %4 left</source>
        <translation>%1 von %2 Partien · %3 Partien/s · noch %4</translation>
    </message>
    <message>
        <source>estimating</source>
        <translation>wird geschätzt</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n game(s); the results cover those.</source>
        <translation>
            <numerusform>Nach %n Partie abgebrochen; die Ergebnisse beziehen sich auf diese.</numerusform>
            <numerusform>Nach %n Partien abgebrochen; die Ergebnisse beziehen sich auf diese.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished %n game(s).</source>
        <translation>
            <numerusform>%n Partie beendet.</numerusform>
            <numerusform>%n Partien beendet.</numerusform>
        </translation>
    </message>
    <message>
        <source>No game finished.</source>
        <translation>Keine Partie wurde beendet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Findings&lt;/b&gt;</source>
        <translation>&lt;b&gt;Befunde&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Showing the saved report %1 (%n game(s)).</source>
        <translation>
            <numerusform>Gespeicherter Bericht %1 wird angezeigt (%n Partie).</numerusform>
            <numerusform>Gespeicherter Bericht %1 wird angezeigt (%n Partien).</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Playtest Report</source>
        <translation>Testspiel-Bericht speichern</translation>
    </message>
    <message>
        <source>Playtest reports (*.json)</source>
        <translation>Testspiel-Berichte (*.json)</translation>
    </message>
    <message>
        <source>Open Playtest Report</source>
        <translation>Testspiel-Bericht öffnen</translation>
    </message>
    <message>
        <source>The summary is on the clipboard.</source>
        <translation>Die Zusammenfassung wurde in die Zwischenablage kopiert.</translation>
    </message>
    <message numerus="yes">
        <source>Showing the saved report %1 (%n game(s), each on its own board dealt from the map&apos;s pools).</source>
        <translation>
            <numerusform>Gespeicherter Bericht %1 wird angezeigt (%n Partie, jede auf einem eigenen, aus den Vorräten der Karte ausgeteilten Spielfeld).</numerusform>
            <numerusform>Gespeicherter Bericht %1 wird angezeigt (%n Partien, jede auf einem eigenen, aus den Vorräten der Karte ausgeteilten Spielfeld).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was made on a different map or rules than the one open, so its numbers do not describe this map. Open the map it was made on, or run a new batch here.</source>
        <translation>%1 wurde auf einer anderen Karte oder mit anderen Regeln erstellt als der geöffneten, seine Zahlen beschreiben diese Karte also nicht. Öffnen Sie die Karte, auf der er erstellt wurde, oder starten Sie hier eine neue Serie.</translation>
    </message>
</context>
<context>
    <name>isle::editor::BoardView</name>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit Board</source>
        <translation>Spielfeld &amp;einpassen</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>off the board</source>
        <translation>außerhalb des Spielfelds</translation>
    </message>
    <message>
        <source>token %1</source>
        <translation>Zahlenchip %1</translation>
    </message>
    <message>
        <source>token %1 (%2)</source>
        <translation>Zahlenchip %1 (%2)</translation>
    </message>
    <message>
        <source>area %1</source>
        <translation>Gebiet %1</translation>
    </message>
    <message>
        <source>%1 harbor</source>
        <translation>Hafen %1</translation>
    </message>
    <message>
        <source>robber</source>
        <translation>Räuber</translation>
    </message>
    <message>
        <source>pirate</source>
        <translation>Pirat</translation>
    </message>
</context>
<context>
    <name>isle::editor::BrushTool</name>
    <message>
        <source>1: one hex; 2 and 3: that many rings around it</source>
        <translation>1: ein Feld; 2 und 3: entsprechend viele Ringe darum</translation>
    </message>
    <message>
        <source>Brush size:</source>
        <translation>Pinselgröße:</translation>
    </message>
</context>
<context>
    <name>isle::editor::ChartWidget</name>
    <message>
        <source>Run a batch to see this chart.</source>
        <translation>Starten Sie eine Serie, um dieses Diagramm zu sehen.</translation>
    </message>
</context>
<context>
    <name>isle::editor::CitiesKnightsRulesEditor</name>
    <message>
        <source> spaces</source>
        <translation> Felder</translation>
    </message>
    <message>
        <source>Ship symbols of the event die until the barbarian ship reaches Catan and attacks. The rulebooks show the track only in a picture; 7 is the commonly printed track.</source>
        <translation>Schiffssymbole des Ereigniswürfels, bis das Barbarenschiff Catan erreicht und angreift. Die Regelhefte zeigen die Leiste nur im Bild; 7 ist die übliche gedruckte Leiste.</translation>
    </message>
    <message>
        <source>Knight-Errant</source>
        <translation>Fahrender Ritter</translation>
    </message>
    <message>
        <source>An active knight may chase the robber away before the dice are rolled</source>
        <translation>Ein aktiver Ritter darf den Räuber vor dem Würfeln vertreiben</translation>
    </message>
    <message>
        <source>Easy Start</source>
        <translation>Leichter Start</translation>
    </message>
    <message>
        <source>In each player&apos;s first two turns a 7 is rolled again and the event die is not rolled</source>
        <translation>In den ersten beiden Zügen jedes Spielers wird eine 7 neu gewürfelt und der Ereigniswürfel nicht geworfen</translation>
    </message>
    <message>
        <source>Nasty variant</source>
        <translation>Gemeine Variante</translation>
    </message>
    <message>
        <source>When the barbarians land, each player decides which of their active knights defend Catan</source>
        <translation>Wenn die Barbaren landen, entscheidet jeder Spieler, welche seiner aktiven Ritter Catan verteidigen</translation>
    </message>
    <message>
        <source>&amp;Barbarian track:</source>
        <translation>&amp;Barbarenleiste:</translation>
    </message>
    <message>
        <source>Change Barbarian Track</source>
        <translation>Barbarenleiste ändern</translation>
    </message>
    <message>
        <source>Change Rule: %1</source>
        <translation>Regel ändern: %1</translation>
    </message>
    <message>
        <source>Cities &amp;&amp; Knights</source>
        <translation>Städte &amp;&amp; Ritter</translation>
    </message>
</context>
<context>
    <name>isle::editor::DealFirstDialog</name>
    <message>
        <source>&amp;Deal the variable set-up first</source>
        <translation>Den variablen Aufbau zuerst &amp;auslegen</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>This map leaves terrain, number tokens or harbors to its pools. The exported file cannot hold pools: deal them first to export a complete board. The same seed gives the same board as “islewright-cli export --seed”.</source>
        <translation>Diese Karte überlässt Landschaften, Zahlenchips oder Häfen ihren Vorräten. Die exportierte Datei kann keine Vorräte aufnehmen: Legen Sie sie zuerst aus, um ein vollständiges Spielfeld zu exportieren. Derselbe Seed ergibt dasselbe Spielfeld wie „islewright-cli export --seed“.</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Seed:</translation>
    </message>
</context>
<context>
    <name>isle::editor::DevelopmentDeckEditor</name>
    <message>
        <source>Own development deck</source>
        <translation>Eigener Entwicklungskartenstapel</translation>
    </message>
    <message>
        <source>Unchecked, the game uses the boxes&apos; deck: 14 knights, 2 of each progress card and 5 victory points, or with CATAN 5–6 the deck a fan document lists (20 / 3 / 3 / 3 / 5; the 5–6 rules do not say).</source>
        <translation>Nicht angekreuzt, spielt das Spiel mit dem Stapel der Schachteln: 14 Ritter, je 2 Fortschrittskarten und 5 Siegpunkte, oder mit CATAN 5–6 mit dem Stapel, den ein Fan-Dokument nennt (20 / 3 / 3 / 3 / 5; die 5–6-Regeln sagen es nicht).</translation>
    </message>
    <message>
        <source>Road &amp;building:</source>
        <translation>Straßen&amp;bau:</translation>
    </message>
    <message>
        <source>&amp;Year of plenty:</source>
        <translation>&amp;Erfindung:</translation>
    </message>
    <message>
        <source>&amp;Monopoly:</source>
        <translation>&amp;Monopol:</translation>
    </message>
    <message>
        <source>&amp;Victory points:</source>
        <translation>&amp;Siegpunkte:</translation>
    </message>
    <message>
        <source>Kni&amp;ghts:</source>
        <translation>Ri&amp;tter:</translation>
    </message>
</context>
<context>
    <name>isle::editor::DiagnosticsDock</name>
    <message>
        <source>Diagnostics</source>
        <translation>Diagnose</translation>
    </message>
    <message>
        <source>No problems found: the scenario follows every enabled rule.</source>
        <translation>Keine Probleme gefunden: Das Szenario erfüllt alle aktivierten Regeln.</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n Hinweis</numerusform>
            <numerusform>%n Hinweise</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::editor::DiagnosticsModel</name>
    <message numerus="yes">
        <source>Errors (%n)</source>
        <translation>
            <numerusform>Fehler (%n)</numerusform>
            <numerusform>Fehler (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Warnings (%n)</source>
        <translation>
            <numerusform>Warnungen (%n)</numerusform>
            <numerusform>Warnungen (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Information (%n)</source>
        <translation>
            <numerusform>Informationen (%n)</numerusform>
            <numerusform>Informationen (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Ort</translation>
    </message>
</context>
<context>
    <name>isle::editor::EditActions</name>
    <message>
        <source>&amp;Copy Cells</source>
        <translation>Zellen &amp;kopieren</translation>
    </message>
    <message>
        <source>Cu&amp;t Cells</source>
        <translation>Zellen a&amp;usschneiden</translation>
    </message>
    <message>
        <source>&amp;Paste Cells</source>
        <translation>Zellen &amp;einfügen</translation>
    </message>
    <message>
        <source>Paste the copied cells at the cell under the mouse</source>
        <translation>Die kopierten Zellen an der Zelle unter dem Mauszeiger einfügen</translation>
    </message>
    <message>
        <source>Rotate Selection &amp;Clockwise</source>
        <translation>Auswahl im Uhrzeigersinn &amp;drehen</translation>
    </message>
    <message>
        <source>Rotate Selection C&amp;ounter-clockwise</source>
        <translation>Auswahl &amp;gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>&amp;Mirror Selection</source>
        <translation>Auswahl &amp;spiegeln</translation>
    </message>
    <message>
        <source>Re&amp;size Board...</source>
        <translation>Spielfeldgröße ä&amp;ndern...</translation>
    </message>
    <message>
        <source>&amp;Generate Board...</source>
        <translation>Spielfeld er&amp;zeugen...</translation>
    </message>
    <message>
        <source>Select cells to copy first.</source>
        <translation>Wählen Sie zuerst die zu kopierenden Zellen aus.</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) copied.</source>
        <translation>
            <numerusform>%n Zelle kopiert.</numerusform>
            <numerusform>%n Zellen kopiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cut Cells</source>
        <translation>Zellen ausschneiden</translation>
    </message>
    <message>
        <source>The clipboard holds no cells.</source>
        <translation>Die Zwischenablage enthält keine Zellen.</translation>
    </message>
    <message>
        <source>The clipboard holds no cells Islewright can read.</source>
        <translation>Die Zwischenablage enthält keine Zellen, die Islewright lesen kann.</translation>
    </message>
    <message>
        <source>Paste Cells</source>
        <translation>Zellen einfügen</translation>
    </message>
    <message>
        <source>Select the cells to transform first.</source>
        <translation>Wählen Sie zuerst die zu verändernden Zellen aus.</translation>
    </message>
    <message>
        <source>Rotate Selection</source>
        <translation>Auswahl drehen</translation>
    </message>
    <message>
        <source>Mirror Selection</source>
        <translation>Auswahl spiegeln</translation>
    </message>
    <message>
        <source>Resize Board</source>
        <translation>Spielfeldgröße ändern</translation>
    </message>
    <message>
        <source>Cannot generate: %1</source>
        <translation>Erzeugen nicht möglich: %1</translation>
    </message>
    <message>
        <source>Generate Board (seed %1)</source>
        <translation>Spielfeld erzeugen (Seed %1)</translation>
    </message>
    <message>
        <source>Generated the board with seed %1.</source>
        <translation>Spielfeld mit Seed %1 erzeugt.</translation>
    </message>
    <message>
        <source>Board resized.</source>
        <translation>Spielfeldgröße geändert.</translation>
    </message>
    <message>
        <source>Board resized. %1 Undo brings it back.</source>
        <translation>Spielfeldgröße geändert. %1 Rückgängig stellt es wieder her.</translation>
    </message>
    <message numerus="yes">
        <source>Locked %n hex(es): a new deal keeps their terrain and token.</source>
        <translation>
            <numerusform>%n Feld gesperrt: ein neues Austeilen behält Landschaft und Zahlenchip.</numerusform>
            <numerusform>%n Felder gesperrt: ein neues Austeilen behält ihre Landschaft und Zahlenchips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dealt the fairest of %n board(s): seed %1, balance score %2.</source>
        <translation>
            <numerusform>Den ausgewogensten von %n Spielfeld ausgeteilt: Seed %1, Ausgewogenheit %2.</numerusform>
            <numerusform>Den ausgewogensten von %n Spielfeldern ausgeteilt: Seed %1, Ausgewogenheit %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Lock Hexes and Harbors</source>
        <translation>Felder und Häfen &amp;sperren</translation>
    </message>
    <message>
        <source>Unlock Hexes and Harbors</source>
        <translation>Felder und Häfen entsperren</translation>
    </message>
    <message>
        <source>Lock Hexes and Harbors</source>
        <translation>Felder und Häfen sperren</translation>
    </message>
    <message numerus="yes">
        <source>Locked %n harbor(s): a new deal keeps their type.</source>
        <translation>
            <numerusform>%n Hafen gesperrt: ein neues Austeilen behält seine Art.</numerusform>
            <numerusform>%n Häfen gesperrt: ein neues Austeilen behält ihre Art.</numerusform>
        </translation>
    </message>
    <message>
        <source>Lock &amp;Tokens</source>
        <translation>&amp;Marken sperren</translation>
    </message>
    <message>
        <source>Unlocked %1.</source>
        <translation>%1 entsperrt.</translation>
    </message>
    <message>
        <source>Locked %1: a new deal keeps their terrain, tokens and harbor types.</source>
        <translation>%1 gesperrt: Eine neue Verteilung behält ihr Gelände, ihre Marken und Hafentypen.</translation>
    </message>
    <message>
        <source>Select hexes with a number token to lock their tokens.</source>
        <translation>Wählen Sie Felder mit einer Zahlenmarke, um ihre Marken zu sperren.</translation>
    </message>
    <message>
        <source>Unlock Tokens</source>
        <translation>Marken entsperren</translation>
    </message>
    <message>
        <source>Lock Tokens</source>
        <translation>Marken sperren</translation>
    </message>
    <message numerus="yes">
        <source>Unlocked %n token(s).</source>
        <translation>
            <numerusform>%n Marke entsperrt.</numerusform>
            <numerusform>%n Marken entsperrt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Locked %n token(s): a new deal keeps the number and deals the terrain under it again.</source>
        <translation>
            <numerusform>%n Marke gesperrt: Eine neue Verteilung behält die Zahl und verteilt das Gelände darunter neu.</numerusform>
            <numerusform>%n Marken gesperrt: Eine neue Verteilung behält die Zahlen und verteilt das Gelände darunter neu.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::editor::EraseTool</name>
    <message>
        <source>Erase</source>
        <translation>Radieren</translation>
    </message>
    <message>
        <source>Remove cells from the board, with their harbors, markers and pieces.</source>
        <translation>Zellen mitsamt ihren Häfen, Markierungen und Figuren vom Spielfeld entfernen.</translation>
    </message>
    <message>
        <source>Erase Cells</source>
        <translation>Zellen löschen</translation>
    </message>
</context>
<context>
    <name>isle::editor::ExchangeController</name>
    <message>
        <source>Pioneers maps (*.game)</source>
        <translation>Pioneers-Karten (*.game)</translation>
    </message>
    <message>
        <source>Tiled maps (*.tmx)</source>
        <translation>Tiled-Karten (*.tmx)</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>PDF for printing (*.pdf)</source>
        <translation>PDF zum Drucken (*.pdf)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Pioneers cannot represent this board; nothing was written.</source>
        <translation>Pioneers kann dieses Spielfeld nicht darstellen; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>The Pioneers map loses the following.</source>
        <translation>In der Pioneers-Karte geht Folgendes verloren.</translation>
    </message>
    <message>
        <source>The Tiled map cannot be written.</source>
        <translation>Die Tiled-Karte kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>cannot write the tileset %1</source>
        <translation>das Tileset %1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Export PNG</source>
        <translation>PNG exportieren</translation>
    </message>
    <message>
        <source>Image width in pixels:</source>
        <translation>Bildbreite in Pixeln:</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>PDF exportieren</translation>
    </message>
    <message>
        <source>Printed hex width, flat side to flat side (mm):</source>
        <translation>Gedruckte Feldbreite, von flacher Seite zu flacher Seite (mm):</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>Papier:</translation>
    </message>
    <message numerus="yes">
        <source>Exported %1 (%n page(s))</source>
        <translation>
            <numerusform>%1 exportiert (%n Seite)</numerusform>
            <numerusform>%1 exportiert (%n Seiten)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot export to %1: %2</source>
        <translation>Export nach %1 nicht möglich: %2</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Import Pioneers Map</source>
        <translation>Pioneers-Karte importieren</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The Pioneers map cannot be imported.</source>
        <translation>Die Pioneers-Karte kann nicht importiert werden.</translation>
    </message>
    <message>
        <source>Imported; Islewright does not keep the following.</source>
        <translation>Importiert; Folgendes übernimmt Islewright nicht.</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>%1 importiert</translation>
    </message>
    <message>
        <source>The pools cannot be dealt, so nothing was exported: %1</source>
        <translation>Die Vorräte lassen sich nicht auslegen, daher wurde nichts exportiert: %1</translation>
    </message>
    <message>
        <source>Printed hex width, flat side to flat side (inches):</source>
        <translation>Gedruckte Feldbreite, von Kante zu Kante (Zoll):</translation>
    </message>
</context>
<context>
    <name>isle::editor::FileController</name>
    <message>
        <source>The template “%1” could not be read.</source>
        <translation>Die Vorlage „%1“ konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>New scenario from “%1”</source>
        <translation>Neues Szenario aus „%1“</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message numerus="yes">
        <source>“%1” could not be opened: %n problem(s) found.</source>
        <translation>
            <numerusform>„%1“ konnte nicht geöffnet werden: %n Problem gefunden.</numerusform>
            <numerusform>„%1“ konnte nicht geöffnet werden: %n Probleme gefunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>unbenannt</translation>
    </message>
    <message>
        <source>Save Scenario As</source>
        <translation>Szenario speichern unter</translation>
    </message>
    <message>
        <source>Save Failed</source>
        <translation>Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Discard all changes to “%1” and reload the saved file?</source>
        <translation>Alle Änderungen an „%1“ verwerfen und die gespeicherte Datei neu laden?</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>“%1” has unsaved changes. Save them first?</source>
        <translation>„%1“ hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <source>an unsaved scenario</source>
        <translation>ein ungespeichertes Szenario</translation>
    </message>
    <message>
        <source>Restore Unsaved Work?</source>
        <translation>Ungespeicherte Arbeit wiederherstellen?</translation>
    </message>
    <message>
        <source>Restore Autosave</source>
        <translation>Automatische Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>Restored unsaved changes to %1</source>
        <translation>Ungespeicherte Änderungen an %1 wiederhergestellt</translation>
    </message>
    <message>
        <source>Islewright scenarios (*%1 *.json);;All files (*)</source>
        <translation>Islewright-Szenarien (*%1 *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The scenario could not be saved to %1:
%2

Your changes are still open in the editor. Choose Save As to save them to a folder you can write to.</source>
        <translation>Das Szenario konnte nicht unter %1 gespeichert werden:
%2

Ihre Änderungen sind weiterhin im Editor geöffnet. Wählen Sie „Speichern unter“, um sie in einem Ordner zu speichern, in den Sie schreiben dürfen.</translation>
    </message>
    <message>
        <source>Islewright did not close normally. Unsaved changes to %1 from %2 were kept.</source>
        <translation>Islewright wurde nicht normal beendet. Ungespeicherte Änderungen an %1 vom %2 wurden aufbewahrt.</translation>
    </message>
    <message>
        <source>Restore opens them as unsaved changes (undoable). Discard deletes them for good. Decide Later keeps them for the next start.</source>
        <translation>Wiederherstellen öffnet sie als ungespeicherte Änderungen (rückgängig machbar). Verwerfen löscht sie endgültig. Später entscheiden bewahrt sie für den nächsten Start auf.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>Decide &amp;Later</source>
        <translation>&amp;Später entscheiden</translation>
    </message>
    <message>
        <source>The autosave of %1 could not be read, so nothing was restored. It stays in %2 for a later try.</source>
        <translation>Die automatische Sicherung von %1 konnte nicht gelesen werden, daher wurde nichts wiederhergestellt. Sie bleibt in %2 für einen späteren Versuch.</translation>
    </message>
</context>
<context>
    <name>isle::editor::FloodFillTool</name>
    <message>
        <source>Fill</source>
        <translation>Füllen</translation>
    </message>
    <message>
        <source>Fill the connected cells of one terrain with the palette&apos;s terrain.</source>
        <translation>Die zusammenhängenden Zellen einer Landschaft mit der Landschaft aus der Palette füllen.</translation>
    </message>
    <message>
        <source>Fill works on board cells; paint new cells with the brush.</source>
        <translation>Füllen wirkt auf Zellen des Spielfelds; neue Zellen malen Sie mit dem Pinsel.</translation>
    </message>
    <message>
        <source>Fill with %1</source>
        <translation>Mit %1 füllen</translation>
    </message>
</context>
<context>
    <name>isle::editor::FrameTool</name>
    <message>
        <source>Frame</source>
        <translation>Rahmen</translation>
    </message>
    <message>
        <source>Add frame cells around the board; right-drag removes them.</source>
        <translation>Rahmenzellen um das Spielfeld hinzufügen; Ziehen mit der rechten Maustaste entfernt sie.</translation>
    </message>
    <message>
        <source>The board is already framed (or empty).</source>
        <translation>Das Spielfeld hat bereits einen Rahmen (oder ist leer).</translation>
    </message>
    <message>
        <source>Surround with Frame</source>
        <translation>Mit Rahmen umgeben</translation>
    </message>
    <message>
        <source>Paint Frame</source>
        <translation>Rahmen malen</translation>
    </message>
    <message>
        <source>Remove Frame</source>
        <translation>Rahmen entfernen</translation>
    </message>
    <message>
        <source>Put a frame cell on every free cell next to the board</source>
        <translation>Auf jede freie Zelle neben dem Spielfeld eine Rahmenzelle setzen</translation>
    </message>
</context>
<context>
    <name>isle::editor::GameBoardWidget</name>
    <message>
        <source>Wheel: zoom · drag: pan · + / − / 0: zoom in, out, fit · double click: fit</source>
        <translation>Mausrad: zoomen · Ziehen: verschieben · + / − / 0: vergrößern, verkleinern, einpassen · Doppelklick: einpassen</translation>
    </message>
</context>
<context>
    <name>isle::editor::GenerateDialog</name>
    <message>
        <source>Generate Board</source>
        <translation>Spielfeld erzeugen</translation>
    </message>
    <message>
        <source>The same seed and options give the same board, also with islewright-cli generate --seed</source>
        <translation>Gleicher Seed und gleiche Optionen ergeben denselben Spielfeld, auch mit islewright-cli generate --seed</translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation>&amp;Zufällig</translation>
    </message>
    <message>
        <source>Pick a new seed at random</source>
        <translation>Einen neuen Seed zufällig wählen</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Seed:</translation>
    </message>
    <message>
        <source>Deal this many boards (the seeds seed, seed+1, ...) and keep the one with the highest balance score of the Statistics dock; islewright-cli generate --best-of</source>
        <translation>So viele Spielfelder austeilen (Seeds Seed, Seed+1, …) und den mit der höchsten Ausgewogenheit (Statistik-Dock) behalten; islewright-cli generate --best-of</translation>
    </message>
    <message>
        <source>Deal the &amp;fairest of:</source>
        <translation>Den &amp;ausgewogensten austeilen von:</translation>
    </message>
    <message>
        <source>Constraints</source>
        <translation>Bedingungen</translation>
    </message>
    <message>
        <source>islewright-cli generate --constraint %1</source>
        <translation>islewright-cli generate --constraint %1</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Austeilen</translation>
    </message>
    <message>
        <source>No board can be dealt: %1</source>
        <translation>Es lässt sich kein Spielfeld austeilen: %1</translation>
    </message>
    <message>
        <source>Deals the pools again and keeps what is locked: %1 (Edit › Lock Hexes and Harbors, Edit › Lock Tokens).</source>
        <translation>Verteilt die Vorräte neu und behält, was gesperrt ist: %1 (Bearbeiten › Felder und Häfen sperren, Bearbeiten › Marken sperren).</translation>
    </message>
    <message>
        <source>Required by this scenario&apos;s rules</source>
        <translation>Von den Regeln dieses Szenarios verlangt</translation>
    </message>
</context>
<context>
    <name>isle::editor::HarborTool</name>
    <message>
        <source>Harbor</source>
        <translation>Hafen</translation>
    </message>
    <message>
        <source>Click a coastal path to lay a harbor of the chosen type; right-click removes one.</source>
        <translation>Auf einen Küstenweg klicken, um einen Hafen des gewählten Typs zu legen; Rechtsklick entfernt einen.</translation>
    </message>
    <message>
        <source>No harbor here: a harbor needs board cells on both sides of the path.</source>
        <translation>Hier ist kein Hafen möglich: Ein Hafen braucht Spielfeldzellen auf beiden Seiten des Wegs.</translation>
    </message>
    <message>
        <source>No harbor here: both sides of the path are water.</source>
        <translation>Hier ist kein Hafen möglich: Beide Seiten des Wegs sind Wasser.</translation>
    </message>
    <message>
        <source>No harbor here: a harbor needs water on one side and land on the other.</source>
        <translation>Hier ist kein Hafen möglich: Ein Hafen braucht Wasser auf der einen und Land auf der anderen Seite.</translation>
    </message>
    <message>
        <source>No harbor here.</source>
        <translation>Hier ist kein Hafen möglich.</translation>
    </message>
    <message>
        <source>The harbor a click lays</source>
        <translation>Der Hafen, den ein Klick legt</translation>
    </message>
    <message>
        <source>Harbor:</source>
        <translation>Hafen:</translation>
    </message>
    <message>
        <source>No harbor here: the harbor on %1 facing %2 already serves an intersection of this path.</source>
        <translation>Hier ist kein Hafen möglich: Der Hafen auf %1 mit Blick auf %2 bedient bereits eine Kreuzung dieses Wegs.</translation>
    </message>
</context>
<context>
    <name>isle::editor::HexTableDock</name>
    <message>
        <source>Hex Table</source>
        <translation>Feldtabelle</translation>
    </message>
    <message>
        <source>Every cell of the board. Double-click a terrain, token or area to change it.</source>
        <translation>Alle Zellen des Spielfelds. Doppelklicken Sie auf eine Landschaft, einen Zahlenchip oder ein Gebiet, um es zu ändern.</translation>
    </message>
</context>
<context>
    <name>isle::editor::HexTableModel</name>
    <message>
        <source>Hex</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Landschaft</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Zahlenchip</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Gebiet</translation>
    </message>
    <message>
        <source>Double-click to change; the change can be undone</source>
        <translation>Doppelklicken zum Ändern; die Änderung kann rückgängig gemacht werden</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Change Terrain</source>
        <translation>Landschaft ändern</translation>
    </message>
    <message>
        <source>Change Token</source>
        <translation>Zahlenchip ändern</translation>
    </message>
    <message>
        <source>Change Area</source>
        <translation>Gebiet ändern</translation>
    </message>
</context>
<context>
    <name>isle::editor::IssueListDialog</name>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>Info</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>whole file</source>
        <translation>gesamte Datei</translation>
    </message>
    <message>
        <source>Problems in the File</source>
        <translation>Probleme in der Datei</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>&amp;Copy All</source>
        <translation>Alles &amp;kopieren</translation>
    </message>
</context>
<context>
    <name>isle::editor::KeyboardShortcutsDialog</name>
    <message>
        <source>Other</source>
        <translation>Sonstige</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Filter by command, key or menu</source>
        <translation>Nach Befehl, Taste oder Menü filtern</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
</context>
<context>
    <name>isle::editor::LayerActions</name>
    <message>
        <source>Number &amp;Tokens</source>
        <translation>Zahlen&amp;chips</translation>
    </message>
    <message>
        <source>Show or hide the number tokens on the board</source>
        <translation>Die Zahlenchips auf dem Spielfeld zeigen oder verbergen</translation>
    </message>
    <message>
        <source>H&amp;arbors</source>
        <translation>H&amp;äfen</translation>
    </message>
    <message>
        <source>Show or hide the harbors</source>
        <translation>Die Häfen zeigen oder verbergen</translation>
    </message>
    <message>
        <source>A&amp;rea Outlines</source>
        <translation>&amp;Gebietsumrisse</translation>
    </message>
    <message>
        <source>Show or hide the coloured outlines of the areas</source>
        <translation>Die farbigen Umrisse der Gebiete zeigen oder verbergen</translation>
    </message>
    <message>
        <source>Highlight &amp;Problems</source>
        <translation>&amp;Probleme hervorheben</translation>
    </message>
    <message>
        <source>Outline the hexes, harbors and intersections the rule checks complain about</source>
        <translation>Die Felder, Häfen und Kreuzungen umranden, die von den Regelprüfungen beanstandet werden</translation>
    </message>
    <message>
        <source>Intersection &amp;Heat Map</source>
        <translation>&amp;Heatmap der Kreuzungen</translation>
    </message>
    <message>
        <source>Colour every intersection by its production (pips): blue poor, red rich</source>
        <translation>Jede Kreuzung nach ihrer Produktion (Pips) einfärben: blau arm, rot reich</translation>
    </message>
</context>
<context>
    <name>isle::editor::LengthHistogram</name>
    <message>
        <source>Game length (turns)</source>
        <translation>Spieldauer (Züge)</translation>
    </message>
    <message>
        <source>Run a batch to see the game lengths (saved reports keep no per-game lengths).</source>
        <translation>Starten Sie eine Serie, um die Spieldauern zu sehen (gespeicherte Berichte enthalten keine Dauer pro Partie).</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>Limit</translation>
    </message>
</context>
<context>
    <name>isle::editor::MainWindow</name>
    <message>
        <source>Unsaved changes kept in an autosave</source>
        <translation>Ungespeicherte Änderungen in automatischer Sicherung aufbewahrt</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatische Sicherung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Tool Options</source>
        <translation>Werkzeugoptionen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a scenario file</source>
        <translation>Eine Szenariodatei öffnen</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>Das Szenario speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save the scenario under a new name</source>
        <translation>Das Szenario unter einem neuen Namen speichern</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>Zu&amp;rücksetzen</translation>
    </message>
    <message>
        <source>Discard all changes and reload the saved file</source>
        <translation>Alle Änderungen verwerfen und die gespeicherte Datei neu laden</translation>
    </message>
    <message>
        <source>&amp;Import Pioneers Map…</source>
        <translation>Pioneers-Karte &amp;importieren…</translation>
    </message>
    <message>
        <source>Read a Pioneers .game map</source>
        <translation>Eine Pioneers-Karte (.game) einlesen</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>&amp;Pioneers Map (.game)…</source>
        <translation>&amp;Pioneers-Karte (.game)…</translation>
    </message>
    <message>
        <source>&amp;Tiled Map (.tmx)…</source>
        <translation>&amp;Tiled-Karte (.tmx)…</translation>
    </message>
    <message>
        <source>&amp;SVG Picture…</source>
        <translation>&amp;SVG-Bild…</translation>
    </message>
    <message>
        <source>P&amp;NG Image…</source>
        <translation>P&amp;NG-Bild…</translation>
    </message>
    <message>
        <source>PDF for Print at &amp;Real Size…</source>
        <translation>PDF zum Drucken in &amp;Originalgröße…</translation>
    </message>
    <message>
        <source>Write the scenario for another program</source>
        <translation>Das Szenario für ein anderes Programm schreiben</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Quit Islewright</source>
        <translation>Islewright beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <source>Select every hex of the board</source>
        <translation>Alle Felder des Spielfelds auswählen</translation>
    </message>
    <message>
        <source>Select &amp;None</source>
        <translation>Auswahl auf&amp;heben</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Die Auswahl aufheben</translation>
    </message>
    <message>
        <source>&amp;Delete Hexes</source>
        <translation>Felder &amp;löschen</translation>
    </message>
    <message>
        <source>Remove the selected hexes from the board</source>
        <translation>Die ausgewählten Felder vom Spielfeld entfernen</translation>
    </message>
    <message>
        <source>Delete Hexes</source>
        <translation>Felder löschen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Show or hide the %1 panel</source>
        <translation>Das Fenster „%1“ ein- oder ausblenden</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;Playtest…</source>
        <translation>&amp;Testspielen…</translation>
    </message>
    <message>
        <source>Play the map with the rules engine: batch statistics, replays, games against bots</source>
        <translation>Die Karte mit der Regel-Engine spielen: Serienstatistik, Wiederholungen, Partien gegen Bots</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Islewright</source>
        <translation>Ü&amp;ber Islewright</translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation>Version und Lizenz</translation>
    </message>
    <message>
        <source>About Islewright</source>
        <translation>Über Islewright</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Islewright %1&lt;/h3&gt;&lt;p&gt;A map and scenario editor for Catan-style hex boards.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Islewright %1&lt;/h3&gt;&lt;p&gt;Ein Karten- und Szenario-Editor für Sechseck-Spielfelder im Stil von CATAN.&lt;/p&gt;&lt;p&gt;Lizenziert unter der GNU GPL, Version 3 oder neuer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>The Qt toolkit&apos;s version and licence</source>
        <translation>Version und Lizenz des Qt-Toolkits</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Testspiel</translation>
    </message>
    <message>
        <source>%1[*] — Islewright</source>
        <translation>%1[*] — Islewright</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n land</source>
        <translation>
            <numerusform>%n Landfeld</numerusform>
            <numerusform>%n Landfelder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n harbor(s)</source>
        <translation>
            <numerusform>%n Hafen</numerusform>
            <numerusform>%n Häfen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n selected</source>
        <translation>
            <numerusform>%n ausgewählt</numerusform>
            <numerusform>%n ausgewählt</numerusform>
        </translation>
    </message>
    <message>
        <source>Zoom: 100 % shows hexes at their actual size (Ctrl+1)</source>
        <translation>Zoom: 100 % zeigt die Felder in ihrer tatsächlichen Größe (Strg+1)</translation>
    </message>
    <message>
        <source>Zoom %1 %</source>
        <translation>Zoom %1 %</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Select the hexes to delete first.</source>
        <translation>Wählen Sie zuerst die zu löschenden Felder aus.</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Autosave, playtest players, print units, language and colours</source>
        <translation>Automatisches Speichern, Spieler im Testspiel, Druckeinheiten, Sprache und Farben</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Ebenen</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>The editor&apos;s manual, as shipped with this version</source>
        <translation>Das Handbuch des Editors, wie es mit dieser Version ausgeliefert wird</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Every shortcut of the window, read from its menus and tools</source>
        <translation>Alle Tastenkürzel des Fensters, aus seinen Menüs und Werkzeugen gelesen</translation>
    </message>
    <message>
        <source>New from &amp;Scenario…</source>
        <translation>Neu aus &amp;Szenario…</translation>
    </message>
    <message>
        <source>Start a new map from a template or an official scenario, picked by its picture</source>
        <translation>Eine neue Karte aus einer Vorlage oder einem offiziellen Szenario beginnen, nach Bild ausgewählt</translation>
    </message>
    <message>
        <source>Best &amp;Starts</source>
        <translation>Beste &amp;Startplätze</translation>
    </message>
    <message>
        <source>Show where the players would start: the set-up draft of the Statistics dock, each seat&apos;s settlements numbered in snake order</source>
        <translation>Zeigen, wo die Spieler beginnen würden: die Gründungsauswahl des Statistik-Docks, die Siedlungen jedes Platzes in Schlangenreihenfolge nummeriert</translation>
    </message>
</context>
<context>
    <name>isle::editor::MarkerTool</name>
    <message>
        <source>Click a hex.</source>
        <translation>Klicken Sie auf ein Feld.</translation>
    </message>
    <message>
        <source>Click near an intersection.</source>
        <translation>Klicken Sie in die Nähe einer Kreuzung.</translation>
    </message>
    <message>
        <source>Click near a path.</source>
        <translation>Klicken Sie in die Nähe eines Wegs.</translation>
    </message>
    <message>
        <source>Marker</source>
        <translation>Markierung</translation>
    </message>
    <message>
        <source>Click to place a scenario marker of the chosen kind (starting pieces, villages, fortresses, chits…); click it again to remove it; right-click removes markers.</source>
        <translation>Klicken, um eine Szenario-Markierung der gewählten Art zu setzen (Startfiguren, Dörfer, Festungen, Chips…); erneutes Klicken entfernt sie; Rechtsklick entfernt Markierungen.</translation>
    </message>
    <message>
        <source>%1 is not on the board.</source>
        <translation>%1 liegt nicht auf dem Spielfeld.</translation>
    </message>
    <message>
        <source>A %1 lies on the coast: the intersection must touch land and water.</source>
        <translation>%1 liegt an der Küste: Die Kreuzung muss Land und Wasser berühren.</translation>
    </message>
    <message>
        <source>A %1 needs an intersection on land.</source>
        <translation>%1 benötigt eine Kreuzung an Land.</translation>
    </message>
    <message>
        <source>A %1 sails: one side of the path must be water.</source>
        <translation>%1 segelt: Eine Seite des Wegs muss Wasser sein.</translation>
    </message>
    <message>
        <source>A %1 runs along land: one side of the path must be land.</source>
        <translation>%1 verläuft an Land: Eine Seite des Wegs muss Land sein.</translation>
    </message>
    <message>
        <source>Remove Marker</source>
        <translation>Markierung entfernen</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>%1 setzen</translation>
    </message>
    <message>
        <source>The marker a click places</source>
        <translation>Die Markierung, die ein Klick setzt</translation>
    </message>
    <message>
        <source>Marker:</source>
        <translation>Markierung:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Number:</source>
        <translation>Zahl:</translation>
    </message>
    <message>
        <source>The player a starting settlement, road or ship belongs to</source>
        <translation>Der Spieler, dem eine Startsiedlung, Startstraße oder ein Startschiff gehört</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>A %1 is taken by a ship: one side of the path must be water.</source>
        <translation>%1 wird von einem Schiff genommen: Eine Seite der Kante muss Wasser sein.</translation>
    </message>
    <message>
        <source>The number printed on a village, fishing ground or Catan chit, or a pirate fleet step&apos;s place in sailing order</source>
        <translation>Die Zahl auf einem Dorf, Fischgrund oder Catan-Chip, oder die Stelle eines Schritts der Piratenflotte in Fahrtrichtung</translation>
    </message>
</context>
<context>
    <name>isle::editor::OverviewWidget</name>
    <message>
        <source>The whole board; the frame shows what the board view shows. Click or drag to move the view there.</source>
        <translation>Das ganze Spielfeld; der Rahmen zeigt, was die Spielfeldansicht zeigt. Klicken oder ziehen Sie, um die Ansicht dorthin zu bewegen.</translation>
    </message>
</context>
<context>
    <name>isle::editor::PaletteDock</name>
    <message>
        <source>Terrains</source>
        <translation>Landschaften</translation>
    </message>
    <message>
        <source>The terrain the brush and the fill tool paint</source>
        <translation>Die Landschaft, die Pinsel und Füllwerkzeug malen</translation>
    </message>
</context>
<context>
    <name>isle::editor::PieceTool</name>
    <message>
        <source>Robber</source>
        <translation>Räuber</translation>
    </message>
    <message>
        <source>Pirate</source>
        <translation>Pirat</translation>
    </message>
    <message>
        <source>Click a land cell to start the robber there; right-click removes it.</source>
        <translation>Auf eine Landzelle klicken, damit der Räuber dort beginnt; Rechtsklick entfernt ihn.</translation>
    </message>
    <message>
        <source>Click a sea cell to start the pirate there; right-click removes it.</source>
        <translation>Auf eine Meerzelle klicken, damit der Pirat dort beginnt; Rechtsklick entfernt ihn.</translation>
    </message>
    <message>
        <source>%1 is not on the board.</source>
        <translation>%1 liegt nicht auf dem Spielfeld.</translation>
    </message>
    <message>
        <source>The robber stands on land, not on %1.</source>
        <translation>Der Räuber steht auf Land, nicht auf %1.</translation>
    </message>
    <message>
        <source>The pirate starts on sea, not on %1.</source>
        <translation>Der Pirat beginnt auf dem Meer, nicht auf %1.</translation>
    </message>
</context>
<context>
    <name>isle::editor::PlayPanel</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <source>How fast the bots move</source>
        <translation>Wie schnell die Bots ziehen</translation>
    </message>
    <message>
        <source>Bot pace:</source>
        <translation>Bot-Tempo:</translation>
    </message>
    <message>
        <source>Start Game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <source>Play Card</source>
        <translation>Karte ausspielen</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>Handeln</translation>
    </message>
    <message>
        <source>Trade with the bank at your best rate (4:1, or 3:1 / 2:1 with a harbor)</source>
        <translation>Mit der Bank zum besten Kurs handeln (4:1 oder mit Hafen 3:1 / 2:1)</translation>
    </message>
    <message>
        <source>Give</source>
        <translation>Gib</translation>
    </message>
    <message>
        <source>for</source>
        <translation>für</translation>
    </message>
    <message>
        <source>&lt;b&gt;Events&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ereignisse&lt;/b&gt;</translation>
    </message>
    <message>
        <source>This map cannot be played: %1</source>
        <translation>Diese Karte kann nicht gespielt werden: %1</translation>
    </message>
    <message>
        <source>Build a Road</source>
        <translation>Straße bauen</translation>
    </message>
    <message>
        <source>Build a Ship</source>
        <translation>Schiff bauen</translation>
    </message>
    <message>
        <source>Choose who plays each seat and start a game. Humans share this screen.</source>
        <translation>Wählen Sie, wer auf jedem Platz spielt, und starten Sie ein Spiel. Menschliche Spieler teilen sich diesen Bildschirm.</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 gewinnt das Spiel.</translation>
    </message>
    <message>
        <source>The game reached the turn limit without a winner.</source>
        <translation>Das Spiel hat das Zuglimit ohne Sieger erreicht.</translation>
    </message>
    <message>
        <source>%1 (%2) is thinking…</source>
        <translation>%1 (%2) denkt nach…</translation>
    </message>
    <message>
        <source>%1: place a start settlement on a highlighted intersection.</source>
        <translation>%1: Setze eine Startsiedlung auf eine hervorgehobene Kreuzung.</translation>
    </message>
    <message>
        <source>%1: place a road next to it.</source>
        <translation>%1: Setze eine Straße daneben.</translation>
    </message>
    <message>
        <source>%1: roll the dice (or play a development card first).</source>
        <translation>%1: Würfle (oder spiele zuerst eine Entwicklungskarte aus).</translation>
    </message>
    <message>
        <source>%1: click where the ship sails to.</source>
        <translation>%1: Klicke, wohin das Schiff segelt.</translation>
    </message>
    <message>
        <source>%1: build on a highlighted spot, trade, buy or play a card, or end the turn.</source>
        <translation>%1: Baue auf einem hervorgehobenen Platz, handle, kaufe oder spiele eine Karte aus oder beende den Zug.</translation>
    </message>
    <message numerus="yes">
        <source>%1: discard %n more card(s).</source>
        <translation>
            <numerusform>%1: Wirf noch %n Karte ab.</numerusform>
            <numerusform>%1: Wirf noch %n Karten ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: move the robber (land) or the pirate (sea) to a highlighted hex.</source>
        <translation>%1: Versetze den Räuber (Land) oder den Piraten (Meer) auf ein hervorgehobenes Feld.</translation>
    </message>
    <message>
        <source>%1: move the robber to a highlighted hex.</source>
        <translation>%1: Versetze den Räuber auf ein hervorgehobenes Feld.</translation>
    </message>
    <message numerus="yes">
        <source>%1: choose %n resource(s) for the gold field.</source>
        <translation>
            <numerusform>%1: Wähle %n Rohstoff für den Goldfluss.</numerusform>
            <numerusform>%1: Wähle %n Rohstoffe für den Goldfluss.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: choose whom to rob.</source>
        <translation>%1: Wähle, wen du beraubst.</translation>
    </message>
    <message>
        <source>%1: place your free roads.</source>
        <translation>%1: Setze deine kostenlosen Straßen.</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>%1 nehmen</translation>
    </message>
    <message>
        <source>Roll Dice</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>End Turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Buy Development Card</source>
        <translation>Entwicklungskarte kaufen</translation>
    </message>
    <message>
        <source>Accept Offer</source>
        <translation>Angebot annehmen</translation>
    </message>
    <message>
        <source>Decline Offer</source>
        <translation>Angebot ablehnen</translation>
    </message>
    <message>
        <source>Withdraw Offer</source>
        <translation>Angebot zurückziehen</translation>
    </message>
    <message>
        <source>Discard %1 (%2 in hand)</source>
        <translation>%1 abwerfen (%2 auf der Hand)</translation>
    </message>
    <message>
        <source>Rob %1</source>
        <translation>%1 berauben</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Ritter</translation>
    </message>
    <message>
        <source>Road Building</source>
        <translation>Straßenbau</translation>
    </message>
    <message>
        <source>Year of Plenty: %1 + %2</source>
        <translation>Erfindung: %1 + %2</translation>
    </message>
    <message>
        <source>Monopoly on %1</source>
        <translation>Monopol auf %1</translation>
    </message>
    <message>
        <source>%1 %2 (%3:1)</source>
        <translation>%1 %2 (%3:1)</translation>
    </message>
    <message>
        <source>1 %1</source>
        <translation>1 %1</translation>
    </message>
    <message>
        <source>Cancel Ship Move</source>
        <translation>Schiffszug abbrechen</translation>
    </message>
    <message>
        <source>No development card to play</source>
        <translation>Keine Entwicklungskarte zum Ausspielen</translation>
    </message>
    <message>
        <source>Place the %1 Harbor</source>
        <translation>Hafen %1 anlegen</translation>
    </message>
    <message>
        <source>%1: place the harbor gift on a highlighted coast side beside your settlement.</source>
        <translation>%1: Lege den geschenkten Hafen an eine hervorgehobene Küstenkante neben deiner Siedlung.</translation>
    </message>
    <message>
        <source>%1: rob a card or take a bolt of cloth.</source>
        <translation>%1: Raube eine Karte oder nimm einen Stoffballen.</translation>
    </message>
    <message>
        <source>Take a bolt of cloth from %1</source>
        <translation>%1 einen Stoffballen abnehmen</translation>
    </message>
    <message>
        <source>%1: choose a resource for beating the pirate fleet.</source>
        <translation>%1: Wähle einen Rohstoff für den Sieg über die Piratenflotte.</translation>
    </message>
    <message>
        <source>%1: take a card from any player.</source>
        <translation>%1: Nimm einem beliebigen Spieler eine Karte.</translation>
    </message>
    <message>
        <source>Attack the Pirate Fortress</source>
        <translation>Piratenfestung angreifen</translation>
    </message>
    <message>
        <source>Start the %1</source>
        <translation>Weltwunder beginnen: %1</translation>
    </message>
    <message>
        <source>Build Level %1 of the %2</source>
        <translation>Stufe %1 bauen: %2</translation>
    </message>
    <message>
        <source>%1: %2 offers %3 for %4. Accept, decline or make a counter-offer.</source>
        <translation>%1: %2 bietet %3 für %4. Annehmen, ablehnen oder ein Gegenangebot machen.</translation>
    </message>
    <message>
        <source>%1: %2 offers %3 for %4. Your counter-offer: you give %5, you get %6. Add cards, then make it.</source>
        <translation>%1: %2 bietet %3 für %4. Dein Gegenangebot: du gibst %5, du bekommst %6. Füge Karten hinzu und gib es dann ab.</translation>
    </message>
    <message>
        <source>%1: your offer to the other players — you give %2, you get %3. Add cards, then make it.</source>
        <translation>%1: Dein Angebot an die anderen Spieler – du gibst %2, du bekommst %3. Füge Karten hinzu und gib es dann ab.</translation>
    </message>
    <message>
        <source>%1: trade on the terms of one player, or withdraw the offer.</source>
        <translation>%1: Tausche zu den Bedingungen eines Spielers oder ziehe das Angebot zurück.</translation>
    </message>
    <message>
        <source>Offer a Trade</source>
        <translation>Handel anbieten</translation>
    </message>
    <message>
        <source>Give 1 %1</source>
        <translation>1 %1 geben</translation>
    </message>
    <message>
        <source>Ask for 1 %1</source>
        <translation>1 %1 verlangen</translation>
    </message>
    <message>
        <source>Make Counter-Offer</source>
        <translation>Gegenangebot machen</translation>
    </message>
    <message>
        <source>Make Offer</source>
        <translation>Angebot machen</translation>
    </message>
    <message>
        <source>Counter-Offer</source>
        <translation>Gegenangebot</translation>
    </message>
    <message>
        <source>Drop Counter-Offer (decline)</source>
        <translation>Gegenangebot verwerfen (ablehnen)</translation>
    </message>
    <message>
        <source>Drop Offer</source>
        <translation>Angebot verwerfen</translation>
    </message>
    <message>
        <source>Trade with %1: give %2, get %3</source>
        <translation>Mit %1 tauschen: %2 geben, %3 bekommen</translation>
    </message>
    <message>
        <source>Cities &amp; Knights: bots play every seat. This window has no controls yet for knights, city improvements and progress cards.</source>
        <translation>Städte &amp; Ritter: Bots spielen alle Plätze. Dieses Fenster hat noch keine Bedienelemente für Ritter, Stadtausbauten und Fortschrittskarten.</translation>
    </message>
</context>
<context>
    <name>isle::editor::PlayerInfoPanel</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; &amp;nbsp;&lt;span style=&apos;color:#555&apos;&gt;%2&lt;/span&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; &amp;nbsp;&lt;span style=&apos;color:#555&apos;&gt;%2&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; victory points</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; Siegpunkte</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; victory points shown</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; Siegpunkte sichtbar</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1× %2</source>
        <translation>%1× %2</translation>
    </message>
    <message>
        <source>no development cards</source>
        <translation>keine Entwicklungskarten</translation>
    </message>
    <message numerus="yes">
        <source>%n resource card(s)</source>
        <translation>
            <numerusform>%n Rohstoffkarte</numerusform>
            <numerusform>%n Rohstoffkarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n development card(s)</source>
        <translation>
            <numerusform>%n Entwicklungskarte</numerusform>
            <numerusform>%n Entwicklungskarten</numerusform>
        </translation>
    </message>
    <message>
        <source>knights %1 · trade route %2 · supply %3 settlements, %4 cities, %5 roads, %6 ships</source>
        <translation>Ritter %1 · Handelsstraße %2 · Vorrat %3 Siedlungen, %4 Städte, %5 Straßen, %6 Schiffe</translation>
    </message>
    <message>
        <source>knights %1 · longest road %2 · supply %3 settlements, %4 cities, %5 roads</source>
        <translation>Ritter %1 · längste Straße %2 · Vorrat %3 Siedlungen, %4 Städte, %5 Straßen</translation>
    </message>
    <message>
        <source>Longest Trade Route</source>
        <translation>Längste Handelsstraße</translation>
    </message>
    <message>
        <source>Longest Road</source>
        <translation>Längste Handelsstraße</translation>
    </message>
    <message>
        <source>Largest Army</source>
        <translation>Größte Rittermacht</translation>
    </message>
    <message numerus="yes">
        <source>%n bolt(s) of cloth</source>
        <translation>
            <numerusform>%n Stoffballen</numerusform>
            <numerusform>%n Stoffballen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>trade relations with %n village(s)</source>
        <translation>
            <numerusform>Handelsbeziehungen mit %n Dorf</numerusform>
            <numerusform>Handelsbeziehungen mit %n Dörfern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warship(s)</source>
        <translation>
            <numerusform>%n Kriegsschiff</numerusform>
            <numerusform>%n Kriegsschiffe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fortress: %n chit(s) left</source>
        <translation>
            <numerusform>Festung: noch %n Plättchen</numerusform>
            <numerusform>Festung: noch %n Plättchen</numerusform>
        </translation>
    </message>
    <message>
        <source>fortress captured</source>
        <translation>Festung erobert</translation>
    </message>
    <message>
        <source>no wonder started</source>
        <translation>kein Weltwunder begonnen</translation>
    </message>
    <message>
        <source>%1: level %2 of %3</source>
        <translation>%1: Stufe %2 von %3</translation>
    </message>
    <message>
        <source>no progress cards</source>
        <translation>keine Fortschrittskarten</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n progress card(s)</source>
        <translation>
            <numerusform>%n Fortschrittskarte</numerusform>
            <numerusform>%n Fortschrittskarten</numerusform>
        </translation>
    </message>
    <message>
        <source>improvements: trade %1 · politics %2 · science %3</source>
        <translation>Ausbauten: Handel %1 · Politik %2 · Wissenschaft %3</translation>
    </message>
    <message numerus="yes">
        <source>%n knight(s) on the board</source>
        <translation>
            <numerusform>%n Ritter auf dem Brett</numerusform>
            <numerusform>%n Ritter auf dem Brett</numerusform>
        </translation>
    </message>
    <message>
        <source>active strength %1</source>
        <translation>aktive Stärke %1</translation>
    </message>
    <message numerus="yes">
        <source>%n city wall(s)</source>
        <translation>
            <numerusform>%n Stadtmauer</numerusform>
            <numerusform>%n Stadtmauern</numerusform>
        </translation>
    </message>
    <message>
        <source>longest road %1 · supply %2 settlements, %3 cities, %4 roads</source>
        <translation>längste Straße %1 · Vorrat %2 Siedlungen, %3 Städte, %4 Straßen</translation>
    </message>
</context>
<context>
    <name>isle::editor::PlaytestWindow</name>
    <message>
        <source>The map changed in the editor since this window took its copy.</source>
        <translation>Die Karte wurde im Editor geändert, seit dieses Fenster seine Kopie erstellt hat.</translation>
    </message>
    <message>
        <source>Use the Current Map</source>
        <translation>Aktuelle Karte verwenden</translation>
    </message>
    <message>
        <source>Board dealt from the map&apos;s pools with seed:</source>
        <translation>Spielfeld aus den Vorräten der Karte ausgelegt mit Seed:</translation>
    </message>
    <message>
        <source>Deal This Board</source>
        <translation>Dieses Spielfeld auslegen</translation>
    </message>
    <message>
        <source>The same board as islewright-cli generate --seed with this seed</source>
        <translation>Dasselbe Spielfeld wie islewright-cli generate --seed mit diesem Seed</translation>
    </message>
    <message>
        <source>Deal Another Board</source>
        <translation>Anderes Spielfeld auslegen</translation>
    </message>
    <message>
        <source>Untitled map</source>
        <translation>Unbenannte Karte</translation>
    </message>
    <message>
        <source>Playtest — %1</source>
        <translation>Testspiel — %1</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:14pt; font-weight:600&apos;&gt;%1&lt;/span&gt; &amp;nbsp; %2–%3 players · %4 victory points · the map as it is on screen, saved or not</source>
        <translation>&lt;span style=&apos;font-size:14pt; font-weight:600&apos;&gt;%1&lt;/span&gt; &amp;nbsp; %2–%3 Spieler · %4 Siegpunkte · die Karte, wie sie auf dem Bildschirm ist, gespeichert oder nicht</translation>
    </message>
    <message>
        <source>The map&apos;s pools cannot be dealt into a board: %1</source>
        <translation>Aus den Vorräten der Karte lässt sich kein Spielfeld auslegen: %1</translation>
    </message>
    <message>
        <source>The rules engine cannot play this map: %1</source>
        <translation>Die Regel-Engine kann diese Karte nicht spielen: %1</translation>
    </message>
    <message>
        <source>Batch Statistics</source>
        <translation>Serienstatistik</translation>
    </message>
    <message>
        <source>Watch a Game</source>
        <translation>Partie ansehen</translation>
    </message>
    <message>
        <source>Play the Map</source>
        <translation>Karte spielen</translation>
    </message>
</context>
<context>
    <name>isle::editor::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How often unsaved changes are written to an autosave</source>
        <translation>Wie oft ungespeicherte Änderungen automatisch gesichert werden</translation>
    </message>
    <message>
        <source>&amp;Autosave every:</source>
        <translation>&amp;Automatisch speichern alle:</translation>
    </message>
    <message>
        <source>The player count the playtest window starts with, when the map allows it</source>
        <translation>Die Spielerzahl, mit der das Testspiel-Fenster beginnt, wenn die Karte sie erlaubt</translation>
    </message>
    <message>
        <source>&amp;Players in a new playtest:</source>
        <translation>&amp;Spieler in einem neuen Testspiel:</translation>
    </message>
    <message>
        <source>Millimetres</source>
        <translation>Millimeter</translation>
    </message>
    <message>
        <source>Inches</source>
        <translation>Zoll</translation>
    </message>
    <message>
        <source>Print sizes &amp;in:</source>
        <translation>Druckgrößen &amp;in:</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Die Sprache des Systems</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>Spr&amp;ache:</translation>
    </message>
    <message>
        <source>Follow the desktop theme</source>
        <translation>Dem Farbschema des Desktops folgen</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>The colour around the board in the editor</source>
        <translation>Die Farbe um das Spielfeld im Editor</translation>
    </message>
    <message>
        <source>Board &amp;colours:</source>
        <translation>Spielfeld&amp;farben:</translation>
    </message>
    <message>
        <source>A new language takes effect when Islewright starts again.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von Islewright.</translation>
    </message>
</context>
<context>
    <name>isle::editor::ProductionChart</name>
    <message>
        <source>Cards produced per game, by resource and seat</source>
        <translation>Erzeugte Karten pro Partie, nach Rohstoff und Platz</translation>
    </message>
</context>
<context>
    <name>isle::editor::PropertiesDock</name>
    <message>
        <source>Scenario Properties</source>
        <translation>Szenario-Eigenschaften</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>Gebiete</translation>
    </message>
    <message>
        <source>The name players see</source>
        <translation>Der Name, den die Spieler sehen</translation>
    </message>
    <message>
        <source>A short unique identifier, used by exports and tools</source>
        <translation>Eine kurze, eindeutige Kennung für Exporte und Werkzeuge</translation>
    </message>
    <message>
        <source>The boxes needed to play this scenario</source>
        <translation>Die Schachteln, die zum Spielen dieses Szenarios nötig sind</translation>
    </message>
    <message>
        <source>Fewest players the scenario supports</source>
        <translation>Mindestanzahl an Spielern für das Szenario</translation>
    </message>
    <message>
        <source>Most players the scenario supports</source>
        <translation>Höchstanzahl an Spielern für das Szenario</translation>
    </message>
    <message>
        <source>Victory points needed to win</source>
        <translation>Zum Sieg benötigte Siegpunkte</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;ID:</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>&amp;Autor:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Beschreibung:</translation>
    </message>
    <message>
        <source>&amp;Products:</source>
        <translation>&amp;Schachteln:</translation>
    </message>
    <message>
        <source>Mi&amp;n. players:</source>
        <translation>Mi&amp;n. Spieler:</translation>
    </message>
    <message>
        <source>Ma&amp;x. players:</source>
        <translation>Ma&amp;x. Spieler:</translation>
    </message>
    <message>
        <source>&amp;Victory points:</source>
        <translation>Sieg&amp;punkte:</translation>
    </message>
    <message>
        <source>Change Title</source>
        <translation>Titel ändern</translation>
    </message>
    <message>
        <source>Change Id</source>
        <translation>ID ändern</translation>
    </message>
    <message>
        <source>Change Author</source>
        <translation>Autor ändern</translation>
    </message>
    <message>
        <source>Change Description</source>
        <translation>Beschreibung ändern</translation>
    </message>
    <message>
        <source>Change Products</source>
        <translation>Schachteln ändern</translation>
    </message>
    <message>
        <source>Change Player Count</source>
        <translation>Spielerzahl ändern</translation>
    </message>
    <message>
        <source>Change Victory Points</source>
        <translation>Siegpunkte ändern</translation>
    </message>
    <message>
        <source>On a 7, players holding more cards than this discard half (base rules: 7)</source>
        <translation>Bei einer 7 werfen Spieler mit mehr Karten als diesem Wert die Hälfte ab (Grundregel: 7)</translation>
    </message>
    <message>
        <source>Friendly robber</source>
        <translation>Freundlicher Räuber</translation>
    </message>
    <message>
        <source>The robber may not be placed on hexes of players with 2 or fewer points</source>
        <translation>Der Räuber darf nicht auf Felder von Spielern mit 2 oder weniger Punkten gesetzt werden</translation>
    </message>
    <message>
        <source>Paired players (5–6)</source>
        <translation>Spielerpaare (5–6)</translation>
    </message>
    <message>
        <source>Discovering fog yields its resource</source>
        <translation>Aufgedeckter Nebel bringt seinen Rohstoff</translation>
    </message>
    <message>
        <source>A coastal start settlement may take a ship</source>
        <translation>Eine Startsiedlung an der Küste darf ein Schiff erhalten</translation>
    </message>
    <message>
        <source>&amp;Discard limit:</source>
        <translation>Ab&amp;wurfgrenze:</translation>
    </message>
    <message>
        <source>Change Rule: %1</source>
        <translation>Regel ändern: %1</translation>
    </message>
    <message>
        <source>Change Discard Limit</source>
        <translation>Abwurfgrenze ändern</translation>
    </message>
    <message>
        <source>Extra victory points the scenario awards</source>
        <translation>Zusätzliche Siegpunkte, die das Szenario vergibt</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Victory points awarded</source>
        <translation>Vergebene Siegpunkte</translation>
    </message>
    <message>
        <source>Special victory points:</source>
        <translation>Sondersiegpunkte:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>A&amp;rt:</translation>
    </message>
    <message>
        <source>P&amp;oints:</source>
        <translation>P&amp;unkte:</translation>
    </message>
    <message>
        <source>A&amp;rea:</source>
        <translation>&amp;Gebiet:</translation>
    </message>
    <message>
        <source>D&amp;escription:</source>
        <translation>Besc&amp;hreibung:</translation>
    </message>
    <message>
        <source>Add Special Victory Rule</source>
        <translation>Sondersiegregel hinzufügen</translation>
    </message>
    <message>
        <source>Remove Special Victory Rule</source>
        <translation>Sondersiegregel entfernen</translation>
    </message>
    <message>
        <source>Change Special Victory Rule</source>
        <translation>Sondersiegregel ändern</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n Punkt</numerusform>
            <numerusform>%1: %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keines)</translation>
    </message>
    <message>
        <source>The robber never returns to its start hex</source>
        <translation>Der Räuber kehrt nie auf sein Startfeld zurück</translation>
    </message>
    <message>
        <source>The Forgotten Tribe: once the robber has left the desert it started on, it may never be moved back there</source>
        <translation>Der vergessene Stamm: Hat der Räuber die Wüste verlassen, auf der er begann, darf er nie dorthin zurück</translation>
    </message>
    <message>
        <source>The robber starts beside the board</source>
        <translation>Der Räuber beginnt neben dem Spielplan</translation>
    </message>
    <message>
        <source>New World: the robber enters play when it is first moved, even where the deal made deserts</source>
        <translation>Die neue Welt: Der Räuber kommt erst ins Spiel, wenn er zum ersten Mal bewegt wird, auch wenn Wüsten ausgeteilt wurden</translation>
    </message>
    <message>
        <source>CATAN 5–6: after each player (player 1) the third player to the left (player 2) builds and trades with the supply. Playtests of 5 or 6 players need it: it replaces the special building phase of earlier editions, which the engine does not play.</source>
        <translation>CATAN 5–6: Nach jedem Spieler (Spieler 1) baut der dritte Spieler zu seiner Linken (Spieler 2) und handelt mit dem Vorrat. Testspiele mit 5 oder 6 Spielern brauchen das: Es ersetzt die Sonderbauphase früherer Ausgaben, die die Engine nicht spielt.</translation>
    </message>
    <message>
        <source>Change Development Deck</source>
        <translation>Entwicklungskartenstapel ändern</translation>
    </message>
    <message>
        <source>Use Own Development Deck</source>
        <translation>Eigenen Entwicklungskartenstapel verwenden</translation>
    </message>
    <message>
        <source>Use the Boxes&apos; Development Deck</source>
        <translation>Stapel der Schachteln verwenden</translation>
    </message>
    <message>
        <source>The pirate is not used</source>
        <translation>Der Pirat wird nicht verwendet</translation>
    </message>
    <message>
        <source>The Wonders of Catan: a 7 or a knight moves only the robber</source>
        <translation>Die Weltwunder von Catan: Eine 7 oder ein Ritter versetzt nur den Räuber</translation>
    </message>
    <message>
        <source>The area whose settlements score</source>
        <translation>Das Gebiet, dessen Siedlungen Punkte bringen</translation>
    </message>
</context>
<context>
    <name>isle::editor::RefusalNote</name>
    <message>
        <source>%1 is off: %2</source>
        <translation>„%1“ ist nicht möglich: %2</translation>
    </message>
</context>
<context>
    <name>isle::editor::ReplayModel</name>
    <message>
        <source>The map cannot be played by the rules engine.</source>
        <translation>Die Karte kann von der Regel-Engine nicht gespielt werden.</translation>
    </message>
    <message>
        <source>The game was played by %1 players, the map is compiled for %2.</source>
        <translation>Die Partie wurde von %1 Spielern gespielt, die Karte ist für %2 kompiliert.</translation>
    </message>
    <message>
        <source>The game was played on a different map or rules (scenario hash %1, this map has %2).</source>
        <translation>Die Partie wurde mit einer anderen Karte oder anderen Regeln gespielt (Szenario-Hash %1, diese Karte hat %2).</translation>
    </message>
    <message>
        <source>Action %1 of the game (%2) is not legal in its position.</source>
        <translation>Aktion %1 der Partie (%2) ist in ihrer Stellung nicht zulässig.</translation>
    </message>
    <message>
        <source>The replayed game does not end in the recorded final state.</source>
        <translation>Die nachgespielte Partie endet nicht im aufgezeichneten Endzustand.</translation>
    </message>
</context>
<context>
    <name>isle::editor::ReplayPanel</name>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Open Game Record…</source>
        <translation>Spielaufzeichnung öffnen…</translation>
    </message>
    <message>
        <source>Save Game Record…</source>
        <translation>Spielaufzeichnung speichern…</translation>
    </message>
    <message>
        <source>Or play a new game with bots:</source>
        <translation>Oder eine neue Partie mit Bots spielen:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <source>Play New Game</source>
        <translation>Neue Partie spielen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Events&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ereignisse&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Step back one action</source>
        <translation>Eine Aktion zurück</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Step forward one action</source>
        <translation>Eine Aktion vor</translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation>Position in der Partie</translation>
    </message>
    <message>
        <source>turn </source>
        <translation>Zug </translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Springen</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>Wiedergabegeschwindigkeit</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Tempo:</translation>
    </message>
    <message>
        <source>Unknown bot &quot;%1&quot;.</source>
        <translation>Unbekannter Bot „%1“.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>No game loaded</source>
        <translation>Keine Partie geladen</translation>
    </message>
    <message>
        <source>action %1 / %2 · turn %3</source>
        <translation>Aktion %1 / %2 · Zug %3</translation>
    </message>
    <message>
        <source>Open Game Record</source>
        <translation>Spielaufzeichnung öffnen</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Spielaufzeichnungen (*.json)</translation>
    </message>
    <message>
        <source>Save Game Record</source>
        <translation>Spielaufzeichnung speichern</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Stop the game the bots are playing</source>
        <translation>Das Spiel der Bots anhalten</translation>
    </message>
    <message>
        <source>A game is being played; stop it first.</source>
        <translation>Es läuft bereits ein Spiel; halten Sie es zuerst an.</translation>
    </message>
    <message>
        <source>The bots are playing game seed %1…</source>
        <translation>Die Bots spielen das Spiel mit Seed %1 …</translation>
    </message>
    <message>
        <source>The game could not be shown.</source>
        <translation>Das Spiel konnte nicht angezeigt werden.</translation>
    </message>
</context>
<context>
    <name>isle::editor::ResizeBoardDialog</name>
    <message>
        <source>Resize Board</source>
        <translation>Spielfeldgröße ändern</translation>
    </message>
    <message>
        <source>Add rows and columns of sea (positive numbers) or crop them (negative numbers) on each side of the board. A frame stays around the board.</source>
        <translation>Fügen Sie an jeder Seite des Spielfelds Reihen und Spalten Meer hinzu (positive Zahlen) oder schneiden Sie sie ab (negative Zahlen). Ein Rahmen bleibt um das Spielfeld.</translation>
    </message>
    <message>
        <source>%1: add (positive) or remove (negative)</source>
        <translation>%1: hinzufügen (positiv) oder entfernen (negativ)</translation>
    </message>
    <message>
        <source>Columns on the &amp;left:</source>
        <translation>Spalten &amp;links:</translation>
    </message>
    <message>
        <source> columns</source>
        <translation> Spalten</translation>
    </message>
    <message>
        <source>Columns on the left</source>
        <translation>Spalten links</translation>
    </message>
    <message>
        <source>Columns on the &amp;right:</source>
        <translation>Spalten &amp;rechts:</translation>
    </message>
    <message>
        <source>Columns on the right</source>
        <translation>Spalten rechts</translation>
    </message>
    <message>
        <source>Rows at the &amp;top:</source>
        <translation>Reihen &amp;oben:</translation>
    </message>
    <message>
        <source> rows</source>
        <translation> Reihen</translation>
    </message>
    <message>
        <source>Rows at the top</source>
        <translation>Reihen oben</translation>
    </message>
    <message>
        <source>Rows at the &amp;bottom:</source>
        <translation>Reihen &amp;unten:</translation>
    </message>
    <message>
        <source>Rows at the bottom</source>
        <translation>Reihen unten</translation>
    </message>
    <message numerus="yes">
        <source>%n land hex(es)</source>
        <translation>
            <numerusform>%n Landfeld</numerusform>
            <numerusform>%n Landfelder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n harbor(s)</source>
        <translation>
            <numerusform>%n Hafen</numerusform>
            <numerusform>%n Häfen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n marker(s)</source>
        <translation>
            <numerusform>%n Markierung</numerusform>
            <numerusform>%n Markierungen</numerusform>
        </translation>
    </message>
    <message>
        <source>the robber</source>
        <translation>den Räuber</translation>
    </message>
    <message>
        <source>the pirate</source>
        <translation>den Piraten</translation>
    </message>
    <message>
        <source>This removes %1.</source>
        <translation>Dies entfernt %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Now %1 × %2; after resizing %3 × %4 (rows × columns, without the frame).</source>
        <translation>Jetzt %1 × %2; danach %3 × %4 (Reihen × Spalten, ohne Rahmen).</translation>
    </message>
</context>
<context>
    <name>isle::editor::ScenarioDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
</context>
<context>
    <name>isle::editor::ScenarioGallery</name>
    <message>
        <source>%1 players</source>
        <translation>%1 Spieler</translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 Spieler</translation>
    </message>
    <message>
        <source>New from Scenario</source>
        <translation>Neu aus Szenario</translation>
    </message>
    <message>
        <source>Start a new map from a template or an official scenario. The new map gets its own title and id; the original file is not changed.</source>
        <translation>Eine neue Karte aus einer Vorlage oder einem offiziellen Szenario beginnen. Die neue Karte erhält einen eigenen Titel und eine eigene Kennung; die Originaldatei bleibt unverändert.</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Erstellen</translation>
    </message>
</context>
<context>
    <name>isle::editor::SeatSetup</name>
    <message>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:%1&apos;&gt;■&lt;/span&gt; %2</source>
        <translation>&lt;span style=&apos;color:%1&apos;&gt;■&lt;/span&gt; %2</translation>
    </message>
</context>
<context>
    <name>isle::editor::SelectTool</name>
    <message>
        <source>Select</source>
        <translation>Auswählen</translation>
    </message>
    <message>
        <source>Select cells: click or drag a rectangle; Shift adds, Ctrl removes.</source>
        <translation>Zellen auswählen: Klicken oder ein Rechteck aufziehen; Umschalt fügt hinzu, Strg entfernt.</translation>
    </message>
</context>
<context>
    <name>isle::editor::SpiralTool</name>
    <message>
        <source>Token Spiral</source>
        <translation>Zahlenspirale</translation>
    </message>
    <message>
        <source>Click an island&apos;s area to lay the lettered tokens along the spiral.</source>
        <translation>Auf das Gebiet einer Insel klicken, um die Zahlenchips mit Buchstaben entlang der Spirale zu legen.</translation>
    </message>
    <message>
        <source>There is no land to lay a spiral on.</source>
        <translation>Es gibt kein Land, auf das eine Spirale gelegt werden kann.</translation>
    </message>
    <message>
        <source>Lay Token Spiral</source>
        <translation>Zahlenspirale legen</translation>
    </message>
    <message numerus="yes">
        <source>The sequence ran out: %n hex(es) left without a token.</source>
        <translation>
            <numerusform>Die Folge ist erschöpft: %n Feld bleibt ohne Zahlenchip.</numerusform>
            <numerusform>Die Folge ist erschöpft: %n Felder bleiben ohne Zahlenchip.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) of the sequence found no hex.</source>
        <translation>
            <numerusform>%n Zahlenchip der Folge fand kein Feld.</numerusform>
            <numerusform>%n Zahlenchips der Folge fanden kein Feld.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) laid.</source>
        <translation>
            <numerusform>%n Zahlenchip gelegt.</numerusform>
            <numerusform>%n Zahlenchips gelegt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a land cell of the island to lay its spiral.</source>
        <translation>Auf eine Landzelle der Insel klicken, um ihre Spirale zu legen.</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Osten</translation>
    </message>
    <message>
        <source>Upper right</source>
        <translation>Oben rechts</translation>
    </message>
    <message>
        <source>Upper left</source>
        <translation>Oben links</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Westen</translation>
    </message>
    <message>
        <source>Lower left</source>
        <translation>Unten links</translation>
    </message>
    <message>
        <source>Lower right</source>
        <translation>Unten rechts</translation>
    </message>
    <message>
        <source>Start corner:</source>
        <translation>Startecke:</translation>
    </message>
    <message>
        <source>Counter-clockwise</source>
        <translation>Gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <source>Clockwise</source>
        <translation>Im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>Direction:</source>
        <translation>Richtung:</translation>
    </message>
    <message>
        <source>Letters:</source>
        <translation>Buchstaben:</translation>
    </message>
</context>
<context>
    <name>isle::editor::StartRestrictionTool</name>
    <message>
        <source>Start Restriction</source>
        <translation>Startbeschränkung</translation>
    </message>
    <message>
        <source>Click an intersection to forbid or allow a starting settlement there.</source>
        <translation>Auf eine Kreuzung klicken, um dort eine Startsiedlung zu verbieten oder zu erlauben.</translation>
    </message>
    <message>
        <source>Allow Starting Settlement</source>
        <translation>Startsiedlung erlauben</translation>
    </message>
    <message>
        <source>Only intersections on land can take a settlement.</source>
        <translation>Nur Kreuzungen an Land können eine Siedlung aufnehmen.</translation>
    </message>
    <message>
        <source>Forbid Starting Settlement</source>
        <translation>Startsiedlung verbieten</translation>
    </message>
</context>
<context>
    <name>isle::editor::StatisticsChart</name>
    <message>
        <source>Pips per resource</source>
        <translation>Pips pro Rohstoff</translation>
    </message>
    <message>
        <source>%1 pips · %2 per hex</source>
        <translation>%1 Pips · %2 pro Feld</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Start production per seat (snake draft)</source>
        <translation>Startproduktion pro Platz (Schlangenreihenfolge)</translation>
    </message>
    <message>
        <source>No starting intersections.</source>
        <translation>Keine Startkreuzungen.</translation>
    </message>
    <message numerus="yes">
        <source>%n players: weakest / strongest seat %1 / %2 pips (%3)</source>
        <translation>
            <numerusform>%n Spieler: schwächster / stärkster Platz %1 / %2 Pips (%3)</numerusform>
            <numerusform>%n Spieler: schwächster / stärkster Platz %1 / %2 Pips (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>%1 (cities)</source>
        <translation>%1 (Städte)</translation>
    </message>
</context>
<context>
    <name>isle::editor::StatisticsDock</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Balance score %1 / 100</source>
        <translation>Ausgewogenheit %1 / 100</translation>
    </message>
    <message>
        <source>resource balance %1 · spot spread %2 · clustering %3 · seat fairness %4</source>
        <translation>Rohstoffbalance %1 · Bauplatzstreuung %2 · Häufung %3 · Platzfairness %4</translation>
    </message>
    <message numerus="yes">
        <source>%1 pips on %n producing hex(es)</source>
        <translation>
            <numerusform>%1 Pips auf %n produzierendem Feld</numerusform>
            <numerusform>%1 Pips auf %n produzierenden Feldern</numerusform>
        </translation>
    </message>
    <message>
        <source>Best intersection: %1 pips at a corner of %2; spread %3–%4 (median %5)</source>
        <translation>Beste Kreuzung: %1 Pips an einer Ecke von %2; Spanne %3–%4 (Median %5)</translation>
    </message>
    <message>
        <source>This map deals its board from pools: the numbers are for the board dealt with seed %1 (islewright-cli generate --seed %1).</source>
        <translation>Diese Karte legt ihr Spielfeld aus Vorräten aus: Die Zahlen gelten für das mit Seed %1 ausgelegte Spielfeld (islewright-cli generate --seed %1).</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Commodity pips (cities only): %1</source>
        <translation>Handelswaren-Pips (nur Städte): %1</translation>
    </message>
</context>
<context>
    <name>isle::editor::TerrainBrushTool</name>
    <message>
        <source>Terrain Brush</source>
        <translation>Landschaftspinsel</translation>
    </message>
    <message>
        <source>Paint the palette&apos;s terrain; right-drag erases cells.</source>
        <translation>Die Landschaft aus der Palette malen; Ziehen mit der rechten Maustaste löscht Zellen.</translation>
    </message>
    <message>
        <source>Paint %1</source>
        <translation>%1 malen</translation>
    </message>
    <message>
        <source>Erase Cells</source>
        <translation>Zellen löschen</translation>
    </message>
</context>
<context>
    <name>isle::editor::TerrainPaletteModel</name>
    <message>
        <source>Paint %1 with the terrain brush</source>
        <translation>%1 mit dem Landschaftspinsel malen</translation>
    </message>
</context>
<context>
    <name>isle::editor::TokenTool</name>
    <message>
        <source>Number Token</source>
        <translation>Zahlenchip</translation>
    </message>
    <message>
        <source>Click to lay the chosen number, type a number over a cell, drag a token to swap.</source>
        <translation>Klicken legt die gewählte Zahl; eine Zahl über einer Zelle eintippen; einen Zahlenchip zum Tauschen ziehen.</translation>
    </message>
    <message>
        <source>%1 is not on the board.</source>
        <translation>%1 liegt nicht auf dem Spielfeld.</translation>
    </message>
    <message>
        <source>%1 takes no number token.</source>
        <translation>%1 erhält keinen Zahlenchip.</translation>
    </message>
    <message>
        <source>Set Token %1</source>
        <translation>Zahlenchip %1 setzen</translation>
    </message>
    <message>
        <source>Remove Token</source>
        <translation>Zahlenchip entfernen</translation>
    </message>
    <message>
        <source>Swap Tokens</source>
        <translation>Zahlenchips tauschen</translation>
    </message>
    <message>
        <source>Move Token</source>
        <translation>Zahlenchip verschieben</translation>
    </message>
    <message>
        <source>Type 0, 1 or 2 for 10, 11 or 12.</source>
        <translation>0, 1 oder 2 für 10, 11 oder 12 eintippen.</translation>
    </message>
    <message>
        <source>%1 is not a number token (2–6, 8–12).</source>
        <translation>%1 ist kein Zahlenchip (2–6, 8–12).</translation>
    </message>
    <message>
        <source>The number a click lays</source>
        <translation>Die Zahl, die ein Klick legt</translation>
    </message>
    <message>
        <source>Number:</source>
        <translation>Zahl:</translation>
    </message>
</context>
<context>
    <name>isle::editor::ToolManager</name>
    <message>
        <source>%1 (%2)
%3</source>
        <translation>%1 (%2)
%3</translation>
    </message>
</context>
<context>
    <name>isle::editor::UndoHistoryDock</name>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>&lt;opened file&gt;</source>
        <translation>&lt;geöffnete Datei&gt;</translation>
    </message>
    <message>
        <source>Every change, oldest first; click an entry to return to it</source>
        <translation>Alle Änderungen, älteste zuerst; ein Klick auf einen Eintrag kehrt zu ihm zurück</translation>
    </message>
</context>
<context>
    <name>isle::editor::UserGuideWindow</name>
    <message>
        <source>Islewright User Guide</source>
        <translation>Islewright-Benutzerhandbuch</translation>
    </message>
</context>
<context>
    <name>isle::editor::WinRateChart</name>
    <message>
        <source>Win rate per seat (95% interval)</source>
        <translation>Siegquote pro Platz (95-%-Intervall)</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>no winner</source>
        <translation>kein Sieger</translation>
    </message>
    <message>
        <source>fair share</source>
        <translation>fairer Anteil</translation>
    </message>
</context>
<context>
    <name>isle::editor::WonderCardsEditor</name>
    <message>
        <source>Wonder cards</source>
        <translation>Weltwunderkarten</translation>
    </message>
    <message>
        <source>The Wonders of Catan: the wonder cards beside the board. A player who has what a card needs starts that wonder with a ship; finishing its level 4 wins. None: a game without wonders.</source>
        <translation>Die Weltwunder von Catan: die Weltwunderkarten neben dem Spielplan. Wer hat, was eine Karte verlangt, beginnt dieses Weltwunder mit einem Schiff; wer Stufe 4 vollendet, gewinnt. Keine: eine Partie ohne Weltwunder.</translation>
    </message>
    <message>
        <source>Add &amp;Wonder Card</source>
        <translation>Weltwunderkarte &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Add Wonder Card</source>
        <translation>Weltwunderkarte hinzufügen</translation>
    </message>
    <message>
        <source>Add one of the Seafarers box&apos;s wonder cards, then edit it below</source>
        <translation>Eine Weltwunderkarte der Seefahrer-Schachtel hinzufügen und darunter bearbeiten</translation>
    </message>
    <message>
        <source>Remove Wonder &amp;Card</source>
        <translation>Weltwunderkarte ent&amp;fernen</translation>
    </message>
    <message>
        <source>Remove Wonder Card</source>
        <translation>Weltwunderkarte entfernen</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Cities the player must have</source>
        <translation>Städte, die der Spieler haben muss</translation>
    </message>
    <message>
        <source>Needs cities:</source>
        <translation>Braucht Städte:</translation>
    </message>
    <message>
        <source>One of them at a harbor</source>
        <translation>Eine davon an einem Hafen</translation>
    </message>
    <message>
        <source>The longest trade route at least</source>
        <translation>Die längste Handelsstraße mindestens</translation>
    </message>
    <message>
        <source>Needs a trade route of:</source>
        <translation>Braucht eine Handelsstraße von:</translation>
    </message>
    <message>
        <source>No site</source>
        <translation>Kein Platz</translation>
    </message>
    <message>
        <source>A settlement (not a city) on one of these marked intersections</source>
        <translation>Eine Siedlung (keine Stadt) auf einer dieser markierten Kreuzungen</translation>
    </message>
    <message>
        <source>Needs a settlement on:</source>
        <translation>Braucht eine Siedlung auf:</translation>
    </message>
    <message>
        <source>Victory points the player must have</source>
        <translation>Siegpunkte, die der Spieler haben muss</translation>
    </message>
    <message>
        <source>Needs victory points:</source>
        <translation>Braucht Siegpunkte:</translation>
    </message>
    <message>
        <source>Each level costs:</source>
        <translation>Jede Stufe kostet:</translation>
    </message>
    <message>
        <source>Where this card&apos;s face comes from (the rulebook prints the cards as pictures)</source>
        <translation>Woher die Vorderseite dieser Karte stammt (die Spielregel druckt die Karten nur als Bilder)</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>&amp;Quelle:</translation>
    </message>
    <message>
        <source>Change Wonder Card</source>
        <translation>Weltwunderkarte ändern</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Map and scenario editor for Catan-style hex boards</source>
        <translation>Karten- und Szenario-Editor für Sechseck-Spielfelder im Stil von CATAN</translation>
    </message>
    <message>
        <source>Scenario file to open</source>
        <translation>Zu öffnende Szenariodatei</translation>
    </message>
</context>
</TS>
