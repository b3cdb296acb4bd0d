<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../tournament_app/ui/about.py" line="34"/>
        <source>About Torneo</source>
        <translation>About Torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/about.py" line="43"/>
        <source>Version {0}</source>
        <translation>Version {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/about.py" line="44"/>
        <source>Burraco and scala 40 tournaments for card clubs.</source>
        <translation>Burraco and scala 40 tournaments for card clubs.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/about.py" line="48"/>
        <source>Free software under the GNU General Public License, version 3 or later ({0}). It comes with ABSOLUTELY NO WARRANTY. &lt;a href=&apos;{1}&apos;&gt;Read the licence&lt;/a&gt;.</source>
        <translation>Free software under the GNU General Public License, version 3 or later ({0}). It comes with ABSOLUTELY NO WARRANTY. &lt;a href=&apos;{1}&apos;&gt;Read the licence&lt;/a&gt;.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/about.py" line="60"/>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/about.py" line="61"/>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/about.py" line="62"/>
        <source>PySide6</source>
        <translation>PySide6</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/about.py" line="63"/>
        <source>Data folder</source>
        <translation>Data folder</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/about.py" line="83"/>
        <source>Open data folder</source>
        <translation>Open data folder</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/about.py" line="85"/>
        <source>Shows the folder holding the database and its backups</source>
        <translation>Shows the folder holding the database and its backups</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../tournament_app/ui/app.py" line="128"/>
        <source>Password for {0}:</source>
        <translation>Password for {0}:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/app.py" line="265"/>
        <source>The database {0} is damaged and cannot be opened.

Torneo has a copy of it from {1} at {2} ({3}). Put that copy in its place? What was entered after it is not in the copy. The damaged file is not deleted: it is kept beside it, renamed.</source>
        <translation>The database {0} is damaged and cannot be opened.

Torneo has a copy of it from {1} at {2} ({3}). Put that copy in its place? What was entered after it is not in the copy. The damaged file is not deleted: it is kept beside it, renamed.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/app.py" line="289"/>
        <source>The copy of {0} at {1} is now the database. The damaged file was kept as {2}.</source>
        <translation>The copy of {0} at {1} is now the database. The damaged file was kept as {2}.</translation>
    </message>
</context>
<context>
    <name>AppContext</name>
    <message>
        <location filename="../../tournament_app/ui/context.py" line="236"/>
        <source>Unexpected error: {0}. Your data is safe; try again.</source>
        <extracomment>The database this context is open on (a path, or a URL without its password).</extracomment>
        <translation>Unexpected error: {0}. Your data is safe; try again.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/context.py" line="101"/>
        <location filename="../../tournament_app/ui/context.py" line="258"/>
        <source>Not possible</source>
        <translation>Not possible</translation>
    </message>
</context>
<context>
    <name>ArbitralDialog</name>
    <message>
        <location filename="../../tournament_app/ui/results/arbitral_dialog.py" line="18"/>
        <source>Referee&apos;s score — table {0}</source>
        <translation>Referee&apos;s score — table {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/arbitral_dialog.py" line="32"/>
        <source>NS VP:</source>
        <translation>NS VP:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/arbitral_dialog.py" line="33"/>
        <source>EW VP:</source>
        <translation>EW VP:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/arbitral_dialog.py" line="34"/>
        <source>NS MP:</source>
        <translation>NS MP:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/arbitral_dialog.py" line="35"/>
        <source>EW MP:</source>
        <translation>EW MP:</translation>
    </message>
</context>
<context>
    <name>BurracoFormatPage</name>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="133"/>
        <source>Burraco: format</source>
        <translation>Burraco: format</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="135"/>
        <source>Club evenings usually play 4 rounds of 3 hands: Mitchell ×3 then Danese ×1.</source>
        <translation>Club evenings usually play 4 rounds of 3 hands: Mitchell ×3 then Danese ×1.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="137"/>
        <source>&amp;Pairs</source>
        <translation>&amp;Pairs</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="138"/>
        <source>&amp;Individual (partner changes every round)</source>
        <translation>&amp;Individual (partner changes every round)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="159"/>
        <source>e.g. 8, 8, 6 (empty: two halves)</source>
        <translation>e.g. 8, 8, 6 (empty: two halves)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="166"/>
        <source>Entries:</source>
        <translation>Entries:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="167"/>
        <source>&amp;Hands per round:</source>
        <translation>&amp;Hands per round:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="168"/>
        <source>Schedule:</source>
        <translation>Schedule:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="170"/>
        <source>&amp;First round:</source>
        <translation>&amp;First round:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="171"/>
        <source>&amp;Mitchell: EW moves on by (tables):</source>
        <translation>&amp;Mitchell: EW moves on by (tables):</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="173"/>
        <source>&amp;Group sizes:</source>
        <translation>&amp;Group sizes:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="172"/>
        <source>&amp;Danese:</source>
        <translation>&amp;Danese:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="193"/>
        <source>Rounds in all: {0}</source>
        <translation>Rounds in all: {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="195"/>
        <source>individual: partners rotate, the systems do not apply</source>
        <translation>individual: partners rotate, the systems do not apply</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="197"/>
        <source>FIBUR club tournaments play at most 4 rounds</source>
        <translation>FIBUR club tournaments play at most 4 rounds</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="174"/>
        <source>Seating:</source>
        <translation>Seating:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py"/>
        <source>T&amp;eams</source>
        <translation>T&amp;eams</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py"/>
        <source>Teams of 4-6 players, each fielding two pairs a round.</source>
        <translation>Teams of 4-6 players, each fielding two pairs a round.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py"/>
        <source>Team m&amp;ovement:</source>
        <translation>Team m&amp;ovement:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py"/>
        <source>teams: the team movement seats every round</source>
        <translation>teams: the team movement seats every round</translation>
    </message>
</context>
<context>
    <name>BurracoScoringPage</name>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="222"/>
        <source>Burraco: scoring</source>
        <translation>Burraco: scoring</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="224"/>
        <source>The FIBUR table matching the hands is chosen; 2 hands need a custom table.</source>
        <translation>The FIBUR table matching the hands is chosen; 2 hands need a custom table.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="228"/>
        <source>New &amp;custom table…</source>
        <translation>New &amp;custom table…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="243"/>
        <source>VP and</source>
        <translation>VP and</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="245"/>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="259"/>
        <source>&amp;Up</source>
        <translation>&amp;Up</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="261"/>
        <source>Do&amp;wn</source>
        <translation>Do&amp;wn</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="269"/>
        <source>No &amp;semipulito (only pulito 200 / sporco 100)</source>
        <translation>No &amp;semipulito (only pulito 200 / sporco 100)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="273"/>
        <source>&amp;VP table:</source>
        <translation>&amp;VP table:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="274"/>
        <source>B&amp;ye:</source>
        <translation>B&amp;ye:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="275"/>
        <source>&amp;Tie-breaks after VP:</source>
        <translation>&amp;Tie-breaks after VP:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="276"/>
        <source>House variants:</source>
        <translation>House variants:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="338"/>
        <source>No table for {0} hands: make a custom one</source>
        <translation>No table for {0} hands: make a custom one</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="275"/>
        <source>Burraco &amp;reale and super burraco</source>
        <translation>Burraco &amp;reale and super burraco</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="284"/>
        <source>A&amp;mounts:</source>
        <translation>A&amp;mounts:</translation>
    </message>
</context>
<context>
    <name>CopiesDialog</name>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="64"/>
        <source>Round {0} published</source>
        <translation>Round {0} published</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="69"/>
        <source>tournament {0}</source>
        <translation>tournament {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="74"/>
        <source>Before Torneo&apos;s upgrade</source>
        <translation>Before Torneo&apos;s upgrade</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="76"/>
        <source>Before going back to a copy</source>
        <translation>Before going back to a copy</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="106"/>
        <source>Copies of the database</source>
        <translation>Copies of the database</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="114"/>
        <source>Torneo keeps the last {0} copies of the database by itself: one when each round is published, and one before each upgrade of Torneo. To keep a copy somewhere else too (a USB stick before going home), use “Save a copy…” below.</source>
        <translation>Torneo keeps the last {0} copies of the database by itself: one when each round is published, and one before each upgrade of Torneo. To keep a copy somewhere else too (a USB stick before going home), use “Save a copy…” below.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="128"/>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="135"/>
        <source>Why</source>
        <translation>Why</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="141"/>
        <source>Size</source>
        <translation>Size</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="157"/>
        <source>&amp;Save a copy…</source>
        <translation>&amp;Save a copy…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="160"/>
        <source>&amp;Go back to this copy…</source>
        <translation>&amp;Go back to this copy…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="203"/>
        <source>This is a display station: copies are saved, and gone back to, from the director&apos;s station.</source>
        <translation>This is a display station: copies are saved, and gone back to, from the director&apos;s station.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="209"/>
        <source>No copy yet: the first is taken when a round is published.</source>
        <translation>No copy yet: the first is taken when a round is published.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="222"/>
        <source>This database is on the server {0}: its copies are made on the server, by whoever looks after it, so none is listed here and none can be saved from here. To take a tournament home (on a USB stick, say), open it and use File ▸ Export tournament file…: the file holds the whole tournament, and File ▸ Import tournament file… brings it into Torneo on any computer.</source>
        <translation>This database is on the server {0}: its copies are made on the server, by whoever looks after it, so none is listed here and none can be saved from here. To take a tournament home (on a USB stick, say), open it and use File ▸ Export tournament file…: the file holds the whole tournament, and File ▸ Import tournament file… brings it into Torneo on any computer.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="249"/>
        <source>Save a copy</source>
        <translation>Save a copy</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="257"/>
        <source>Torneo databases (*.sqlite3 *.db);;All files (*)</source>
        <translation>Torneo databases (*.sqlite3 *.db);;All files (*)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="271"/>
        <source>Saving a copy to {0}…</source>
        <translation>Saving a copy to {0}…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="283"/>
        <source>A copy of the database, with everything entered until now, was saved as {0}. Torneo opens it (File ▸ Open database…) on this computer or another.</source>
        <translation>A copy of the database, with everything entered until now, was saved as {0}. Torneo opens it (File ▸ Open database…) on this computer or another.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="299"/>
        <source>Go back to the copy of {0} at {1}, “{2}”?

The database will be as it was then: what was entered after it will no longer be there. It is not lost: first the database as it is now is kept as a copy, listed here, and you can go back to that one too.

Other stations using this database should close Torneo before you go on.</source>
        <translation>Go back to the copy of {0} at {1}, “{2}”?

The database will be as it was then: what was entered after it will no longer be there. It is not lost: first the database as it is now is kept as a copy, listed here, and you can go back to that one too.

Other stations using this database should close Torneo before you go on.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="320"/>
        <source>The database is back to how it was on {0} at {1}, “{2}”. The database as it was before is kept as a copy: it is the first one in File ▸ Copies of the database. The other stations can open Torneo again.</source>
        <translation>The database is back to how it was on {0} at {1}, “{2}”. The database as it was before is kept as a copy: it is the first one in File ▸ Copies of the database. The other stations can open Torneo again.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="309"/>
        <source>Go back to a copy</source>
        <translation>Go back to a copy</translation>
    </message>
</context>
<context>
    <name>EntryDialog</name>
    <message>
        <location filename="../../tournament_app/ui/registration/entry_dialog.py" line="104"/>
        <source>Entry N. {0}</source>
        <translation>Entry N. {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/entry_dialog.py" line="112"/>
        <source>Player &amp;{0}:</source>
        <translation>Player &amp;{0}:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/entry_dialog.py" line="118"/>
        <source>Ca&amp;tegory:</source>
        <translation>Ca&amp;tegory:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/entry_dialog.py" line="119"/>
        <source>&amp;Group:</source>
        <translation>&amp;Group:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/entry_dialog.py" line="127"/>
        <source>Every player of the entry must be named.</source>
        <translation>Every player of the entry must be named.</translation>
    </message>
</context>
<context>
    <name>ErrorReport</name>
    <message>
        <location filename="../../tournament_app/ui/errors_report.py" line="58"/>
        <source>Torneo met an unexpected error: {0}

Everything confirmed before it is safe: each result and change is written to the database as soon as it is confirmed. Check the last thing you did, then carry on.</source>
        <translation>Torneo met an unexpected error: {0}

Everything confirmed before it is safe: each result and change is written to the database as soon as it is confirmed. Check the last thing you did, then carry on.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/errors_report.py" line="65"/>
        <source>The details are in {0}: please send that file to whoever looks after Torneo for your club.</source>
        <translation>The details are in {0}: please send that file to whoever looks after Torneo for your club.</translation>
    </message>
</context>
<context>
    <name>ExportActions</name>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="1"/>
        <source>2 a page</source>
        <translation>2 a page</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="1"/>
        <source>4 a page (A6)</source>
        <translation>4 a page (A6)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="1"/>
        <source>How many cards on each A4 sheet: two (A5 halves) or four (A6 quarters, with faint marks to cut them apart)</source>
        <translation>How many cards on each A4 sheet: two (A5 halves) or four (A6 quarters, with faint marks to cut them apart)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="1"/>
        <source>Cards a page</source>
        <translation>Cards a page</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="1"/>
        <source>score card {0}</source>
        <translation>score card {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="1"/>
        <source>Print this card…</source>
        <translation>Print this card…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="1"/>
        <source>Print this card</source>
        <translation>Print this card</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="1"/>
        <source>Select a pair or player in the list first, then print its card (right click, or Ctrl+Shift+S).</source>
        <translation>Select a pair or player in the list first, then print its card (right click, or Ctrl+Shift+S).</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="89"/>
        <source>round {0}</source>
        <translation>round {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="161"/>
        <source>Writing {0}…</source>
        <translation>Writing {0}…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="171"/>
        <source>Could not write {0}: {1}. Choose another folder or close the file elsewhere.</source>
        <translation>Could not write {0}: {1}. Choose another folder or close the file elsewhere.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="190"/>
        <source>Seating lists</source>
        <translation>Seating lists</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="191"/>
        <source>seating lists</source>
        <translation>seating lists</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="195"/>
        <source>Table cards</source>
        <translation>Table cards</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="196"/>
        <source>table cards</source>
        <translation>table cards</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="200"/>
        <source>Scoresheets</source>
        <translation>Scoresheets</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="201"/>
        <source>scoresheets</source>
        <translation>scoresheets</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="205"/>
        <source>Round results</source>
        <translation>Round results</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="206"/>
        <source>results</source>
        <translation>results</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="221"/>
        <source>Write a PDF of the round shown and open it to print</source>
        <translation>Write a PDF of the round shown and open it to print</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="245"/>
        <location filename="../../tournament_app/ui/export_actions.py" line="310"/>
        <location filename="../../tournament_app/ui/season_dialog.py" line="418"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="256"/>
        <source>&amp;Print…</source>
        <translation>&amp;Print…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="259"/>
        <source>Print the standings as shown, with a preview</source>
        <translation>Print the standings as shown, with a preview</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="263"/>
        <location filename="../../tournament_app/ui/export_actions.py" line="319"/>
        <source>Standings PDF</source>
        <translation>Standings PDF</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="267"/>
        <location filename="../../tournament_app/ui/export_actions.py" line="333"/>
        <source>Prize list PDF</source>
        <translation>Prize list PDF</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="270"/>
        <source>The prize list as chosen beside the standings</source>
        <translation>The prize list as chosen beside the standings</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="274"/>
        <source>&amp;Export…</source>
        <translation>&amp;Export…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="277"/>
        <location filename="../../tournament_app/ui/export_actions.py" line="357"/>
        <source>Excel workbook, PDF and web page of the whole tournament</source>
        <translation>Excel workbook, PDF and web page of the whole tournament</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="320"/>
        <source>standings</source>
        <translation>standings</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="334"/>
        <source>prize list</source>
        <translation>prize list</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="346"/>
        <location filename="../../tournament_app/ui/export_actions.py" line="371"/>
        <source>Entries PDF</source>
        <translation>Entries PDF</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="349"/>
        <source>Write the list of entries as a PDF and open it to print</source>
        <translation>Write the list of entries as a PDF and open it to print</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="354"/>
        <source>Export…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="372"/>
        <source>entries</source>
        <translation>entries</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="401"/>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="409"/>
        <location filename="../../tournament_app/ui/season_dialog.py" line="407"/>
        <source>Saved: {0}</source>
        <translation>Saved: {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="562"/>
        <source>page {0} of {1}</source>
        <translation>page {0} of {1}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="589"/>
        <source>Print preview</source>
        <translation>Print preview</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="602"/>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="193"/>
        <source>S&amp;eating lists</source>
        <translation>S&amp;eating lists</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="199"/>
        <source>Ta&amp;ble cards</source>
        <translation>Ta&amp;ble cards</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="205"/>
        <source>S&amp;coresheets</source>
        <translation>S&amp;coresheets</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="211"/>
        <source>R&amp;ound results</source>
        <translation>R&amp;ound results</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="269"/>
        <source>St&amp;andings PDF</source>
        <translation>St&amp;andings PDF</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="273"/>
        <source>Pri&amp;ze list PDF</source>
        <translation>Pri&amp;ze list PDF</translation>
    </message>
    <message>
        <source>Results for the federation (*.csv *.json)</source>
        <translation>Results for the federation (*.csv *.json)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="18"/>
        <source>S&amp;core cards PDF</source>
        <translation>S&amp;core cards PDF</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="21"/>
        <source>A card for each pair or player to hand out: each round&apos;s table, opponents, scores and points, the total and the place (two or four a page)</source>
        <translation>A card for each pair or player to hand out: each round&apos;s table, opponents, scores and points, the total and the place (two or four a page)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="28"/>
        <source>&amp;Movement cards PDF</source>
        <translation>&amp;Movement cards PDF</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="31"/>
        <source>For a Mitchell or a round robin: each pair&apos;s table, line and opponents in every round of the movement (two or four a page)</source>
        <translation>For a Mitchell or a round robin: each pair&apos;s table, line and opponents in every round of the movement (two or four a page)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="55"/>
        <source>Score cards PDF</source>
        <translation>Score cards PDF</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="56"/>
        <source>score cards</source>
        <translation>score cards</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="69"/>
        <source>Movement cards PDF</source>
        <translation>Movement cards PDF</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="70"/>
        <source>movement cards</source>
        <translation>movement cards</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="60"/>
        <source>New tournament</source>
        <translation>New tournament</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="61"/>
        <source>Choose the game and name the tournament.</source>
        <translation>Choose the game and name the tournament.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="62"/>
        <source>&amp;Burraco (pairs or individual)</source>
        <translation>&amp;Burraco (pairs or individual)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="63"/>
        <source>&amp;Scala 40</source>
        <translation>&amp;Scala 40</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="69"/>
        <source>e.g. Friday burraco</source>
        <translation>e.g. Friday burraco</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="74"/>
        <source>e.g. Circolo Il Fante, Roma</source>
        <translation>e.g. Circolo Il Fante, Roma</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="86"/>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="87"/>
        <source>N&amp;ame:</source>
        <translation>N&amp;ame:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="88"/>
        <source>&amp;Date:</source>
        <translation>&amp;Date:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="89"/>
        <source>&amp;Venue:</source>
        <translation>&amp;Venue:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="78"/>
        <source>P&amp;rizes add up: an overall prize winner also takes a group or category prize</source>
        <translation>P&amp;rizes add up: an overall prize winner also takes a group or category prize</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="90"/>
        <source>Prizes:</source>
        <translation>Prizes:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="84"/>
        <source>e.g. https://www.circolo.it/risultati</source>
        <translation>e.g. https://www.circolo.it/risultati</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="87"/>
        <source>Where the results are published: printed as a QR code on the seating lists, the standings and the table cards. Leave it empty to print none.</source>
        <translation>Where the results are published: printed as a QR code on the seating lists, the standings and the table cards. Leave it empty to print none.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="101"/>
        <source>Results addr&amp;ess:</source>
        <translation>Results addr&amp;ess:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="1"/>
        <source>The tables enter their results by phone (hall service, table codes)</source>
        <translation>The tables enter their results by phone (hall service, table codes)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="1"/>
        <source>Each table of a published round gets a code: in burraco one pair enters the totals (or the hands) on the hall's page and the other confirms them on its own phone; in scala 40 the table's score keeper enters each hand.</source>
        <translation>Each table of a published round gets a code: in burraco one pair enters the totals (or the hands) on the hall's page and the other confirms them on its own phone; in scala 40 the table's score keeper enters each hand.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="1"/>
        <source>Table entry:</source>
        <translation>Table entry:</translation>
    </message>
</context>
<context>
    <name>ImportEntriesDialog</name>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="71"/>
        <source>This kind of file cannot be read: save it as .xlsx or .csv and choose it again.</source>
        <translation>This kind of file cannot be read: save it as .xlsx or .csv and choose it again.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="75"/>
        <source>The file could not be read: it may be damaged or open in another program.</source>
        <translation>The file could not be read: it may be damaged or open in another program.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="79"/>
        <source>No heading row with a surname (Cognome) or player (Giocatore) column was found in the first 10 rows. Add the headings and choose the file again.</source>
        <translation>No heading row with a surname (Cognome) or player (Giocatore) column was found in the first 10 rows. Add the headings and choose the file again.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="84"/>
        <source>The file has headings but no players under them.</source>
        <translation>The file has headings but no players under them.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="87"/>
        <source>The surname is missing.</source>
        <translation>The surname is missing.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="88"/>
        <source>The partner is missing: this is a pairs tournament.</source>
        <translation>The partner is missing: this is a pairs tournament.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="91"/>
        <source>Two players on one line, but this tournament is individual.</source>
        <translation>Two players on one line, but this tournament is individual.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="94"/>
        <source>The tessera may hold only letters, digits, &apos;-&apos; and &apos;/&apos;.</source>
        <translation>The tessera may hold only letters, digits, &apos;-&apos; and &apos;/&apos;.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="97"/>
        <source>This tessera is already on line {0} of the file: correct it, or remove this line.</source>
        <translation>This tessera is already on line {0} of the file: correct it, or remove this line.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="101"/>
        <source>This tessera is already entered.</source>
        <translation>This tessera is already entered.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="104"/>
        <source>This player is already entered, in N. {0}: remove the line from the file, or correct or delete that entry.</source>
        <translation>This player is already entered, in N. {0}: remove the line from the file, or correct or delete that entry.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="109"/>
        <source>This player is also on line {0} of the file: keep them on one line only.</source>
        <translation>This player is also on line {0} of the file: keep them on one line only.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="113"/>
        <source>The same player is written twice on this line: write the partner&apos;s name.</source>
        <translation>The same player is written twice on this line: write the partner&apos;s name.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="117"/>
        <source>The text is too long: {0} characters, at most {1}. Shorten it in the file.</source>
        <translation>The text is too long: {0} characters, at most {1}. Shorten it in the file.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="123"/>
        <source>The text holds an invisible character ({0}). Remove it in the file.</source>
        <translation>The text holds an invisible character ({0}). Remove it in the file.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="128"/>
        <source>The file is too large for a list of players (over {0} MB): check that you chose the right file; if it really is the list, split it into several files.</source>
        <translation>The file is too large for a list of players (over {0} MB): check that you chose the right file; if it really is the list, split it into several files.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="133"/>
        <source>The file has more than {0} lines, more than any list of players: check that you chose the right file; if it really is the list, split it into files of at most {0} lines.</source>
        <translation>The file has more than {0} lines, more than any list of players: check that you chose the right file; if it really is the list, split it into files of at most {0} lines.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="138"/>
        <source>Line {0} of the file is too long for a list of players (at most {1} columns and {2} characters): check that you chose the right file, or shorten the line.</source>
        <translation>Line {0} of the file is too long for a list of players (at most {1} columns and {2} characters): check that you chose the right file, or shorten the line.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="135"/>
        <source>tessera</source>
        <translation>tessera</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="136"/>
        <source>surname</source>
        <translation>surname</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="137"/>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="138"/>
        <source>surname and name</source>
        <translation>surname and name</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="139"/>
        <source>club</source>
        <translation>club</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="140"/>
        <source>category</source>
        <translation>category</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="141"/>
        <source>group</source>
        <translation>group</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="145"/>
        <source>{0} of player {1}</source>
        <translation>{0} of player {1}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="184"/>
        <source>Import entries — {0}</source>
        <translation>Import entries — {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="192"/>
        <location filename="../../tournament_app/ui/registration_import.py" line="203"/>
        <source>Line</source>
        <translation>Line</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="193"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="194"/>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="195"/>
        <source>Cat.</source>
        <translation>Cat.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="196"/>
        <source>Group</source>
        <translation>Group</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="204"/>
        <source>Column</source>
        <translation>Column</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="205"/>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="206"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="215"/>
        <source>Ready to import ({0})</source>
        <translation>Ready to import ({0})</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="219"/>
        <source>Problems ({0})</source>
        <translation>Problems ({0})</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="227"/>
        <source>“{0}” → {1}</source>
        <translation>“{0}” → {1}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="234"/>
        <source>Columns recognised: {0}</source>
        <translation>Columns recognised: {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="243"/>
        <source>Lines with problems: {0}. They will be skipped (see the Problems tab). Correct them in the file and import it again, or import the good lines now.</source>
        <translation>Lines with problems: {0}. They will be skipped (see the Problems tab). Correct them in the file and import it again, or import the good lines now.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="250"/>
        <source>&amp;Import the entries ready ({0})</source>
        <translation>&amp;Import the entries ready ({0})</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="270"/>
        <source>Reading {0}…</source>
        <translation>Reading {0}…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="290"/>
        <source>Import entries</source>
        <translation>Import entries</translation>
    </message>
</context>
<context>
    <name>LogPage</name>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="50"/>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="51"/>
        <source>Station</source>
        <translation>Station</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="52"/>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="53"/>
        <source>What</source>
        <translation>What</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="54"/>
        <source>Undone</source>
        <translation>Undone</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="54"/>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="74"/>
        <source>U&amp;ndo last change</source>
        <translation>U&amp;ndo last change</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="78"/>
        <source>Every tournament</source>
        <translation>Every tournament</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="83"/>
        <source>Show &amp;earlier changes</source>
        <translation>Show &amp;earlier changes</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="137"/>
        <source>the latest {0} of {1} changes</source>
        <translation>the latest {0} of {1} changes</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="142"/>
        <source>{0} changes</source>
        <translation>{0} changes</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="162"/>
        <source>Before:</source>
        <translation>Before:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="162"/>
        <source>After:</source>
        <translation>After:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="171"/>
        <location filename="../../tournament_app/ui/log_page.py" line="181"/>
        <location filename="../../tournament_app/ui/log_page.py" line="188"/>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="171"/>
        <source>There is no change to undo.</source>
        <translation>There is no change to undo.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="176"/>
        <source>Undo this change?</source>
        <translation>Undo this change?</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="116"/>
        <source>Opening {0}…</source>
        <translation>Opening {0}…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="182"/>
        <source>&amp;Tournaments</source>
        <translation>&amp;Tournaments</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="183"/>
        <source>Re&amp;gistration</source>
        <translation>Re&amp;gistration</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="184"/>
        <source>&amp;Rounds</source>
        <translation>&amp;Rounds</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="185"/>
        <source>Res&amp;ults</source>
        <translation>Res&amp;ults</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="186"/>
        <source>Stand&amp;ings</source>
        <translation>Stand&amp;ings</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="187"/>
        <source>&amp;Log</source>
        <translation>&amp;Log</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="219"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="220"/>
        <source>&amp;New tournament…</source>
        <translation>&amp;New tournament…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="223"/>
        <source>&amp;Open tournament</source>
        <translation>&amp;Open tournament</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="228"/>
        <source>Tournament &amp;settings…</source>
        <translation>Tournament &amp;settings…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="231"/>
        <source>Players &amp;registry…</source>
        <translation>Players &amp;registry…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="234"/>
        <source>Open &amp;database…</source>
        <translation>Open &amp;database…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="236"/>
        <source>&amp;Connect to server…</source>
        <translation>&amp;Connect to server…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="237"/>
        <source>Co&amp;pies of the database…</source>
        <translation>Co&amp;pies of the database…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="239"/>
        <source>&amp;Import tournament file…</source>
        <translation>&amp;Import tournament file…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="240"/>
        <source>&amp;Export tournament file…</source>
        <translation>&amp;Export tournament file…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="242"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="244"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="245"/>
        <source>&amp;Projector</source>
        <translation>&amp;Projector</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="246"/>
        <source>Season &amp;ranking…</source>
        <translation>Season &amp;ranking…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="249"/>
        <source>&amp;Hall service…</source>
        <translation>&amp;Hall service…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="250"/>
        <source>Tournaments</source>
        <translation>Tournaments</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="251"/>
        <source>Registration</source>
        <translation>Registration</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="252"/>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="253"/>
        <source>Results</source>
        <translation>Results</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="254"/>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="255"/>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="262"/>
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="263"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="273"/>
        <source>&amp;Station name…</source>
        <translation>&amp;Station name…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="275"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="277"/>
        <source>&amp;User guide</source>
        <translation>&amp;User guide</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="278"/>
        <source>&amp;About Torneo</source>
        <translation>&amp;About Torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="357"/>
        <source>{0} on {1}</source>
        <translation>{0} on {1}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="364"/>
        <source>display only</source>
        <translation>display only</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="382"/>
        <source>No round yet</source>
        <translation>No round yet</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="392"/>
        <source>draft</source>
        <translation>draft</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="393"/>
        <source>in play</source>
        <translation>in play</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="394"/>
        <source>complete</source>
        <translation>complete</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="397"/>
        <source>Round {0} ({1})</source>
        <translation>Round {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="401"/>
        <source>Tables over: {0} / {1}</source>
        <translation>Tables over: {0} / {1}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="403"/>
        <source>Tables entered: {0} / {1}</source>
        <translation>Tables entered: {0} / {1}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="413"/>
        <source>(in conflict: {0})</source>
        <translation>(in conflict: {0})</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/databases.py" line="32"/>
        <location filename="../../tournament_app/ui/main_window/databases.py" line="154"/>
        <source>Open database</source>
        <translation>Open database</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/databases.py" line="33"/>
        <source>Torneo databases (*.sqlite3 *.db);;All files (*)</source>
        <translation>Torneo databases (*.sqlite3 *.db);;All files (*)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/databases.py" line="51"/>
        <location filename="../../tournament_app/ui/main_window/databases.py" line="63"/>
        <location filename="../../tournament_app/ui/main_window/databases.py" line="78"/>
        <location filename="../../tournament_app/ui/main_window/databases.py" line="102"/>
        <source>Connect to server</source>
        <translation>Connect to server</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/databases.py" line="52"/>
        <source>Server address, e.g. postgresql+psycopg://director@192.168.1.10/club:</source>
        <translation>Server address, e.g. postgresql+psycopg://director@192.168.1.10/club:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/databases.py" line="64"/>
        <source>“{0}” is not a server address. It must start with postgresql:// or postgresql+psycopg://.</source>
        <translation>“{0}” is not a server address. It must start with postgresql:// or postgresql+psycopg://.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/databases.py" line="79"/>
        <source>Password for {0} (leave empty if none):</source>
        <translation>Password for {0} (leave empty if none):</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/databases.py" line="118"/>
        <source>Remember the password in the system keyring for next time?</source>
        <translation>Remember the password in the system keyring for next time?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/databases.py" line="197"/>
        <source>Go back to a copy</source>
        <translation>Go back to a copy</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/menu_actions.py" line="76"/>
        <source>Station name</source>
        <translation>Station name</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/menu_actions.py" line="77"/>
        <source>Name of this station in the log (e.g. Sala 1, Mario):</source>
        <translation>Name of this station in the log (e.g. Sala 1, Mario):</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/menu_actions.py" line="121"/>
        <source>User guide</source>
        <translation>User guide</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/menu_actions.py" line="122"/>
        <source>The user guide is missing from this installation: {0} cannot be read. Reinstalling Torneo puts it back.</source>
        <translation>The user guide is missing from this installation: {0} cannot be read. Reinstalling Torneo puts it back.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/databases.py" line="126"/>
        <source>The system keyring did not take the password: it will be asked for at the next start.</source>
        <translation>The system keyring did not take the password: it will be asked for at the next start.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/databases.py" line="107"/>
        <source>This computer has no system keyring, so the password cannot be remembered: Torneo keeps it until it is closed and asks for it at the next start.</source>
        <translation>This computer has no system keyring, so the password cannot be remembered: Torneo keeps it until it is closed and asks for it at the next start.</translation>
    </message>
</context>
<context>
    <name>NewTournamentWizard</name>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="141"/>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="381"/>
        <source>New tournament</source>
        <translation>New tournament</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="161"/>
        <source>Tournament settings — {0}</source>
        <translation>Tournament settings — {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="170"/>
        <source>Check the settings, then press Finish to save the changes.</source>
        <translation>Check the settings, then press Finish to save the changes.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="212"/>
        <source>Fixed since round 1 was published: the results entered were scored with it.</source>
        <translation>Fixed since round 1 was published: the results entered were scored with it.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="347"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="348"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="349"/>
        <source>Venue</source>
        <translation>Venue</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="353"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="1"/>
        <source>Grand final of the season</source>
        <translation>Grand final of the season</translation>
    </message>
</context>
<context>
    <name>PenaltiesDialog</name>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="53"/>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="63"/>
        <source>warning</source>
        <translation>warning</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="54"/>
        <source>placement points taken away</source>
        <translation>placement points taken away</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="57"/>
        <source>penalty points</source>
        <translation>penalty points</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="58"/>
        <source>forfeit: last at the table</source>
        <translation>forfeit: last at the table</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="64"/>
        <source>VP taken away</source>
        <translation>VP taken away</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="65"/>
        <source>MP taken away</source>
        <translation>MP taken away</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="66"/>
        <source>forfeit</source>
        <translation>forfeit</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="99"/>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="302"/>
        <source>Penalties</source>
        <translation>Penalties</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="111"/>
        <source>overall (no round)</source>
        <translation>overall (no round)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="114"/>
        <source>Round {0}</source>
        <translation>Round {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="138"/>
        <source>e.g. 8 minutes late; slow play</source>
        <translation>e.g. 8 minutes late; slow play</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="143"/>
        <source>&amp;Add penalty</source>
        <translation>&amp;Add penalty</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="149"/>
        <source>&amp;Entry:</source>
        <translation>&amp;Entry:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="150"/>
        <source>R&amp;ound:</source>
        <translation>R&amp;ound:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="151"/>
        <source>&amp;Kind:</source>
        <translation>&amp;Kind:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="154"/>
        <source>&amp;Placement points taken away:</source>
        <translation>&amp;Placement points taken away:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="158"/>
        <source>&amp;Penalty points added:</source>
        <translation>&amp;Penalty points added:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="160"/>
        <source>&amp;VP taken away:</source>
        <translation>&amp;VP taken away:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="161"/>
        <source>&amp;MP taken away:</source>
        <translation>&amp;MP taken away:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="162"/>
        <source>&amp;Reason:</source>
        <translation>&amp;Reason:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="169"/>
        <source>Entry</source>
        <translation>Entry</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="171"/>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="172"/>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="175"/>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="175"/>
        <source>Placement pts</source>
        <translation>Placement pts</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="181"/>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="181"/>
        <source>Penalty pts</source>
        <translation>Penalty pts</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="187"/>
        <source>Reason</source>
        <translation>Reason</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="199"/>
        <source>Take back the selected penalty</source>
        <translation>Take back the selected penalty</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="268"/>
        <source>Choose an entry of this tournament (type its number).</source>
        <translation>Choose an entry of this tournament (type its number).</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="273"/>
        <source>Write the reason: it is printed with the penalty.</source>
        <translation>Write the reason: it is printed with the penalty.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="300"/>
        <source>Take back the penalty of entry {0} ({1})?</source>
        <translation>Take back the penalty of entry {0} ({1})?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="317"/>
        <source>8 minutes late</source>
        <translation>8 minutes late</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="46"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="55"/>
        <source>&amp;Surname:</source>
        <translation>&amp;Surname:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="56"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="57"/>
        <source>&amp;Tessera:</source>
        <translation>&amp;Tessera:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="58"/>
        <source>&amp;Club:</source>
        <translation>&amp;Club:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="59"/>
        <source>C&amp;ategory:</source>
        <translation>C&amp;ategory:</translation>
    </message>
</context>
<context>
    <name>PlayerField</name>
    <message>
        <location filename="../../tournament_app/ui/registration/entry_dialog.py" line="30"/>
        <source>Surname Name, or tessera</source>
        <translation>Surname Name, or tessera</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <location filename="../../tournament_app/ui/projector/window.py" line="158"/>
        <source>Torneo — projector</source>
        <translation>Torneo — projector</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/window.py" line="159"/>
        <source>Start / pause (Space)</source>
        <translation>Start / pause (Space)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/window.py" line="160"/>
        <source>Reset (R)</source>
        <translation>Reset (R)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/window.py" line="161"/>
        <source>Next page (N)</source>
        <translation>Next page (N)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/window.py" line="257"/>
        <source>No tournament open</source>
        <translation>No tournament open</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="163"/>
        <location filename="../../tournament_app/ui/projector/window.py" line="278"/>
        <source>Round {0}</source>
        <translation>Round {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="106"/>
        <source>The seating appears here when the round is published.</source>
        <translation>The seating appears here when the round is published.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="120"/>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="112"/>
        <source>v</source>
        <translation>v</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="130"/>
        <source>Seating by table</source>
        <translation>Seating by table</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="161"/>
        <location filename="../../tournament_app/ui/projector/window.py" line="276"/>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="141"/>
        <source>1 pt</source>
        <translation>1 pt</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="232"/>
        <source>Team standings</source>
        <translation>Team standings</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="152"/>
        <source>1 match pt</source>
        <translation>1 match pt</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="152"/>
        <source>{0} match pts</source>
        <translation>{0} match pts</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="152"/>
        <source>hands: {0}</source>
        <translation>hands: {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="145"/>
        <source>penalty points: {0}</source>
        <translation>penalty points: {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="181"/>
        <source>Stage</source>
        <translation>Stage</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="182"/>
        <source>Place at table</source>
        <translation>Place at table</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="183"/>
        <source>Penalty in last stage</source>
        <translation>Penalty in last stage</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="215"/>
        <source>The standings appear after the first results.</source>
        <translation>The standings appear after the first results.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="241"/>
        <source>{0} VP</source>
        <translation>{0} VP</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="143"/>
        <source>{0} pts</source>
        <translation>{0} pts</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="226"/>
        <source>withdrawn</source>
        <translation>withdrawn</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="255"/>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/window.py" line="181"/>
        <source>Hall address (Q)</source>
        <translation>Hall address (Q)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/window.py" line="272"/>
        <source>Time is up</source>
        <translation>Time is up</translation>
    </message>
</context>
<context>
    <name>RegistrationPage</name>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="64"/>
        <source>N.</source>
        <translation>N.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="65"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="66"/>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="67"/>
        <source>Cat.</source>
        <translation>Cat.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="68"/>
        <source>Group</source>
        <translation>Group</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="69"/>
        <source>Present</source>
        <translation>Present</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="70"/>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="91"/>
        <source>A…H</source>
        <translation>A…H</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="94"/>
        <source>&amp;Add</source>
        <translation>&amp;Add</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="99"/>
        <source>Quick add</source>
        <translation>Quick add</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="101"/>
        <location filename="../../tournament_app/ui/registration/page.py" line="267"/>
        <source>Player &amp;1:</source>
        <translation>Player &amp;1:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="103"/>
        <source>Player &amp;2:</source>
        <translation>Player &amp;2:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="108"/>
        <source>&amp;Category:</source>
        <translation>&amp;Category:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="110"/>
        <source>Gr&amp;oup:</source>
        <translation>Gr&amp;oup:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="122"/>
        <source>Import from E&amp;xcel/CSV…</source>
        <translation>Import from E&amp;xcel/CSV…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="124"/>
        <source>Toggle prese&amp;nt (Ctrl+P)</source>
        <translation>Toggle prese&amp;nt (Ctrl+P)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="126"/>
        <source>&amp;Edit… (F2)</source>
        <translation>&amp;Edit… (F2)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="131"/>
        <source>&amp;Withdraw / reinstate</source>
        <translation>&amp;Withdraw / reinstate</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="134"/>
        <source>Delete… (Del)</source>
        <translation>Delete… (Del)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="136"/>
        <source>Delete an entry made by mistake, which never sat at a table</source>
        <translation>Delete an entry made by mistake, which never sat at a table</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="146"/>
        <source>Search… (Ctrl+F)</source>
        <translation>Search… (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="148"/>
        <source>Show only the entries with this name, number or tessera; Esc shows them all</source>
        <translation>Show only the entries with this name, number or tessera; Esc shows them all</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="267"/>
        <source>&amp;Player:</source>
        <translation>&amp;Player:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="270"/>
        <source>Registration — {0}</source>
        <translation>Registration — {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="272"/>
        <source>Registration</source>
        <translation>Registration</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="289"/>
        <source>Entries: {0}, present: {1}</source>
        <translation>Entries: {0}, present: {1}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="292"/>
        <source>, withdrawn: {0}</source>
        <translation>, withdrawn: {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="294"/>
        <source>, flagged as duplicates: {0}</source>
        <translation>, flagged as duplicates: {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="307"/>
        <source>withdrawn</source>
        <translation>withdrawn</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="310"/>
        <source>shares a player with N. {0}</source>
        <translation>shares a player with N. {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="327"/>
        <source>Choose an entry in the list first: click it, or find it with Ctrl+F and press Enter.</source>
        <translation>Choose an entry in the list first: click it, or find it with Ctrl+F and press Enter.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="361"/>
        <location filename="../../tournament_app/ui/registration/page.py" line="375"/>
        <source>Add entry</source>
        <translation>Add entry</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="362"/>
        <source>Type both players of the pair (surname and name, or tessera).</source>
        <translation>Type both players of the pair (surname and name, or tessera).</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="364"/>
        <source>Type the player&apos;s surname and name, or tessera.</source>
        <translation>Type the player&apos;s surname and name, or tessera.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="391"/>
        <location filename="../../tournament_app/ui/registration/page.py" line="396"/>
        <source>Check-in</source>
        <translation>Check-in</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="402"/>
        <source>Edit entry</source>
        <translation>Edit entry</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="415"/>
        <source>Withdraw N. {0} ({1}) from the next rounds? Results already played stay.</source>
        <translation>Withdraw N. {0} ({1}) from the next rounds? Results already played stay.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="409"/>
        <location filename="../../tournament_app/ui/registration/page.py" line="418"/>
        <location filename="../../tournament_app/ui/registration/page.py" line="423"/>
        <source>Withdraw</source>
        <translation>Withdraw</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="432"/>
        <source>Delete N. {0} ({1})? Only an entry that never sat at a table can be deleted; Undo on the Log page brings it back.</source>
        <translation>Delete N. {0} ({1})? Only an entry that never sat at a table can be deleted; Undo on the Log page brings it back.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="428"/>
        <location filename="../../tournament_app/ui/registration/page.py" line="436"/>
        <location filename="../../tournament_app/ui/registration/page.py" line="442"/>
        <source>Delete entry</source>
        <translation>Delete entry</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="454"/>
        <location filename="../../tournament_app/ui/registration/page.py" line="461"/>
        <source>Import entries</source>
        <translation>Import entries</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="455"/>
        <source>Spreadsheets (*.xlsx *.xlsm *.csv *.txt);;All files (*)</source>
        <translation>Spreadsheets (*.xlsx *.xlsm *.csv *.txt);;All files (*)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="1"/>
        <source>Replace the qualifier</source>
        <translation>Replace the qualifier</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="1"/>
        <source>N. {0} ({1}) was going on to stage {2}. Put N. {3} ({4}), the next in the ranking, in their place?</source>
        <translation>N. {0} ({1}) was going on to stage {2}. Put N. {3} ({4}), the next in the ranking, in their place?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="1"/>
        <source>N. {0} ({1}) was invited to the grand final. Invite {4}, the next in the season ranking, in their place (as N. {3})?</source>
        <translation>N. {0} ({1}) was invited to the grand final. Invite {4}, the next in the season ranking, in their place (as N. {3})?</translation>
    </message>
    <message>
        <source>{0}: no tessera</source>
        <translation>{0}: no tessera</translation>
    </message>
    <message>
        <source>tessera {0} not a member</source>
        <translation>tessera {0} not a member</translation>
    </message>
    <message>
        <source>tessera {0} expired {1}</source>
        <translation>tessera {0} expired {1}</translation>
    </message>
    <message>
        <source>{0} has no tessera: add it (Edit…) if the player is a member.</source>
        <translation>{0} has no tessera: add it (Edit…) if the player is a member.</translation>
    </message>
    <message>
        <source>{0}: tessera {1} is not on the member list. Check the number, or the card.</source>
        <translation>{0}: tessera {1} is not on the member list. Check the number, or the card.</translation>
    </message>
    <message>
        <source>{0}: tessera {1} was valid until {2}, before the tournament ({3}).</source>
        <translation>{0}: tessera {1} was valid until {2}, before the tournament ({3}).</translation>
    </message>
    <message>
        <source>The entry is kept as it is: the director decides.</source>
        <translation>The entry is kept as it is: the director decides.</translation>
    </message>
    <message>
        <source>, tessera to check: {0}</source>
        <translation>, tessera to check: {0}</translation>
    </message>
</context>
<context>
    <name>RegistryDialog</name>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="106"/>
        <source>Players registry</source>
        <translation>Players registry</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="109"/>
        <source>Surname, name or tessera</source>
        <translation>Surname, name or tessera</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="114"/>
        <source>Surname</source>
        <translation>Surname</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="115"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="116"/>
        <source>Tessera</source>
        <translation>Tessera</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="117"/>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="118"/>
        <source>Cat.</source>
        <translation>Cat.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="131"/>
        <source>&amp;Add player…</source>
        <translation>&amp;Add player…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="133"/>
        <source>&amp;Correct… (F2)</source>
        <translation>&amp;Correct… (F2)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="135"/>
        <source>&amp;Import from Excel/CSV…</source>
        <translation>&amp;Import from Excel/CSV…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="142"/>
        <source>&amp;Find:</source>
        <translation>&amp;Find:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="170"/>
        <source>First {0} players: type to narrow</source>
        <translation>First {0} players: type to narrow</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="173"/>
        <source>Players: {0}</source>
        <translation>Players: {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="200"/>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="213"/>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="230"/>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="238"/>
        <source>Import players</source>
        <translation>Import players</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="201"/>
        <source>Spreadsheets (*.xlsx *.xlsm *.csv *.txt);;All files (*)</source>
        <translation>Spreadsheets (*.xlsx *.xlsm *.csv *.txt);;All files (*)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="210"/>
        <source>Reading {0}…</source>
        <translation>Reading {0}…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="221"/>
        <source>Line {0}: {1} {2}</source>
        <translation>Line {0}: {1} {2}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="231"/>
        <source>Nothing was imported. Correct these lines in the file and try again:</source>
        <translation>Nothing was imported. Correct these lines in the file and try again:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="239"/>
        <source>Players added to the registry: {0}.</source>
        <translation>Players added to the registry: {0}.</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="1"/>
        <source>Reopen phone entry</source>
        <translation>Reopen phone entry</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="1"/>
        <source>Reopen phone entry for all</source>
        <translation>Reopen phone entry for all</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="1"/>
        <source>The phones enter the result of the table in the line again</source>
        <translation>The phones enter the result of the table in the line again</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="1"/>
        <source>The phones enter again at every table of this round whose entry you closed</source>
        <translation>The phones enter again at every table of this round whose entry you closed</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="1"/>
        <source>phone entry reopened</source>
        <translation>phone entry reopened</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="1"/>
        <source>Phone entry reopened (tables: {0}): their phones enter the result again.</source>
        <translation>Phone entry reopened (tables: {0}): their phones enter the result again.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="1"/>
        <source>No table had its phone entry closed: nothing reopened.</source>
        <translation>No table had its phone entry closed: nothing reopened.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="1"/>
        <source>Still closed, their results being in (tables: {0}): correct them here.</source>
        <translation>Still closed, their results being in (tables: {0}): correct them here.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entry_line.py" line="35"/>
        <source>every burraco score is a multiple of 5</source>
        <translation>every burraco score is a multiple of 5</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entry_line.py" line="38"/>
        <source>the number of hands does not match the tournament</source>
        <translation>the number of hands does not match the tournament</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="98"/>
        <source>Round:</source>
        <translation>Round:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="137"/>
        <source>Quick entry: table, NS points, EW points, Enter</source>
        <translation>Quick entry: table, NS points, EW points, Enter</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="140"/>
        <source>table</source>
        <translation>table</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="143"/>
        <source>NS points</source>
        <translation>NS points</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="146"/>
        <source>EW points</source>
        <translation>EW points</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="169"/>
        <source>Save (Enter)</source>
        <translation>Save (Enter)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="172"/>
        <source>Second operator (double entry)</source>
        <translation>Second operator (double entry)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="183"/>
        <source>&amp;NS</source>
        <translation>&amp;NS</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="185"/>
        <source>&amp;EW</source>
        <translation>&amp;EW</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="240"/>
        <source>&amp;Correct</source>
        <translation>&amp;Correct</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="241"/>
        <source>Load the selected table into the entry line</source>
        <translation>Load the selected table into the entry line</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="245"/>
        <source>Enter the selected table&apos;s sheet hand by hand</source>
        <translation>Enter the selected table&apos;s sheet hand by hand</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="254"/>
        <source>&amp;Penalties…</source>
        <translation>&amp;Penalties…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="257"/>
        <location filename="../../tournament_app/ui/results/table_actions.py" line="180"/>
        <source>Remove result</source>
        <translation>Remove result</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="1"/>
        <source>Close phone entry</source>
        <translation>Close phone entry</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="1"/>
        <source>No more results from the phones for the table in the line</source>
        <translation>No more results from the phones for the table in the line</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="1"/>
        <source>Close phone entry for all</source>
        <translation>Close phone entry for all</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="1"/>
        <source>No more results from the phones for any table of this round</source>
        <translation>No more results from the phones for any table of this round</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/phone_entry.py" line="1"/>
        <source>by phone: waiting for confirmation</source>
        <translation>by phone: waiting for confirmation</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/phone_entry.py" line="1"/>
        <source>by phone: in conflict, check the scoresheet</source>
        <translation>by phone: in conflict, check the scoresheet</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/phone_entry.py" line="1"/>
        <source>by phone: unlikely, check the scoresheet</source>
        <translation>by phone: unlikely, check the scoresheet</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/phone_entry.py" line="1"/>
        <source>by phone: after the round, check the scoresheet</source>
        <translation>by phone: after the round, check the scoresheet</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/phone_entry.py" line="1"/>
        <source>entered by phone</source>
        <translation>entered by phone</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/phone_entry.py" line="1"/>
        <source>phone entry closed</source>
        <translation>phone entry closed</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="297"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="300"/>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="307"/>
        <location filename="../../tournament_app/ui/results/table_lines.py" line="36"/>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="306"/>
        <source>EW</source>
        <translation>EW</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entry_line.py" line="48"/>
        <source>Refused: {0}. Check the scoresheet and type it again.</source>
        <translation>Refused: {0}. Check the scoresheet and type it again.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="181"/>
        <source>T&amp;able</source>
        <translation>T&amp;able</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="243"/>
        <source>Hand b&amp;y hand…</source>
        <translation>Hand b&amp;y hand…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="247"/>
        <source>Forfeit…</source>
        <translation>Forfeit…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="249"/>
        <source>Referee&apos;s score…</source>
        <translation>Referee&apos;s score…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="251"/>
        <source>Set the VP (and MP) of a turno whose hands cannot be rebuilt</source>
        <translation>Set the VP (and MP) of a turno whose hands cannot be rebuilt</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="310"/>
        <source>NS MP</source>
        <translation>NS MP</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="311"/>
        <source>EW MP</source>
        <translation>EW MP</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="312"/>
        <source>NS VP</source>
        <translation>NS VP</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="313"/>
        <source>EW VP</source>
        <translation>EW VP</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="316"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="421"/>
        <source>Round {0}</source>
        <translation>Round {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/round_shown.py" line="62"/>
        <source>The result saved has NS {0} — EW {1}; the second entry, typed at {2} on {3}, has NS {4} — EW {5}. Check the scoresheet, then type the right figures with double entry off: that corrects the result (or confirms it) and closes the disagreement.</source>
        <translation>The result saved has NS {0} — EW {1}; the second entry, typed at {2} on {3}, has NS {4} — EW {5}. Check the scoresheet, then type the right figures with double entry off: that corrects the result (or confirms it) and closes the disagreement.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/round_shown.py" line="150"/>
        <source>1 table in conflict (the second entry differs): {0}.</source>
        <translation>1 table in conflict (the second entry differs): {0}.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/round_shown.py" line="155"/>
        <source>{0} tables in conflict (the second entry differs): {1}.</source>
        <translation>{0} tables in conflict (the second entry differs): {1}.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/round_shown.py" line="197"/>
        <source>(entered)</source>
        <translation>(entered)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/round_shown.py" line="203"/>
        <source>second entry {0}–{1} by {2}: in conflict</source>
        <translation>second entry {0}–{1} by {2}: in conflict</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entering.py" line="274"/>
        <source>Table {0} confirmed by the second entry: the disagreement ({1}–{2}, typed at {3}) is closed.</source>
        <translation>Table {0} confirmed by the second entry: the disagreement ({1}–{2}, typed at {3}) is closed.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entering.py" line="290"/>
        <source>Table {0}: the first entry has {1}–{2}, the second {3}–{4}. Nothing was changed: check the scoresheet, then type the right figures with double entry off.</source>
        <translation>Table {0}: the first entry has {1}–{2}, the second {3}–{4}. Nothing was changed: check the scoresheet, then type the right figures with double entry off.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/round_shown.py" line="125"/>
        <source>No published round yet: publish one on the Rounds page.</source>
        <translation>No published round yet: publish one on the Rounds page.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="175"/>
        <source>Re-enter sheets already entered: matches are confirmed, differences shown (Ctrl+Shift+D)</source>
        <translation>Re-enter sheets already entered: matches are confirmed, differences shown (Ctrl+Shift+D)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/round_shown.py" line="56"/>
        <source>second entry {0}–{1} ({2})</source>
        <translation>second entry {0}–{1} ({2})</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/round_shown.py" line="132"/>
        <source>Round {0}: all {1} tables entered.</source>
        <translation>Round {0}: all {1} tables entered.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/round_shown.py" line="138"/>
        <source>Round {0}: {1} of {2} tables missing — {3}</source>
        <translation>Round {0}: {1} of {2} tables missing — {3}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/round_shown.py" line="174"/>
        <source>Type the table number: its pairs appear here. Enter on a full line saves it and moves to the next missing table; Ctrl+L comes back here.</source>
        <translation>Type the table number: its pairs appear here. Enter on a full line saves it and moves to the next missing table; Ctrl+L comes back here.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/round_shown.py" line="185"/>
        <source>Table {0}: bye for {1}</source>
        <translation>Table {0}: bye for {1}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/round_shown.py" line="191"/>
        <source>Table {0}: NS {1} — EW {2}</source>
        <translation>Table {0}: NS {1} — EW {2}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/round_shown.py" line="199"/>
        <source>(entered: {0}–{1})</source>
        <translation>(entered: {0}–{1})</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entering.py" line="120"/>
        <source>Round {0} has no table {1} (tables {2}).</source>
        <translation>Round {0} has no table {1} (tables {2}).</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entering.py" line="129"/>
        <source>Table {0} is a bye: its score is automatic. Type another table.</source>
        <translation>Table {0} is a bye: its score is automatic. Type another table.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entering.py" line="140"/>
        <source>Type the line&apos;s points as a whole number, e.g. 640 or -35.</source>
        <translation>Type the line&apos;s points as a whole number, e.g. 640 or -35.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entering.py" line="160"/>
        <source>Unlikely score</source>
        <translation>Unlikely score</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entering.py" line="164"/>
        <source>Not saved: check the figures.</source>
        <translation>Not saved: check the figures.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entering.py" line="176"/>
        <source>Table {0} already has exactly these points.</source>
        <translation>Table {0} already has exactly these points.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entering.py" line="185"/>
        <source>Correct a result</source>
        <translation>Correct a result</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entering.py" line="189"/>
        <source>Not changed.</source>
        <translation>Not changed.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entering.py" line="212"/>
        <source>Table {0} saved: NS {1} — EW {2}  →  VP {3}–{4}</source>
        <translation>Table {0} saved: NS {1} — EW {2}  →  VP {3}–{4}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entering.py" line="272"/>
        <source>Table {0} confirmed by the second entry.</source>
        <translation>Table {0} confirmed by the second entry.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/table_actions.py" line="52"/>
        <location filename="../../tournament_app/ui/results/table_actions.py" line="103"/>
        <location filename="../../tournament_app/ui/results/table_actions.py" line="139"/>
        <source>Choose a table first (type it or select it).</source>
        <translation>Choose a table first (type it or select it).</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/table_actions.py" line="126"/>
        <source>Referee&apos;s score</source>
        <translation>Referee&apos;s score</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/table_actions.py" line="144"/>
        <source>NS absent or late: {0}</source>
        <translation>NS absent or late: {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/table_actions.py" line="147"/>
        <source>EW absent or late: {0}</source>
        <translation>EW absent or late: {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/table_actions.py" line="152"/>
        <location filename="../../tournament_app/ui/results/table_actions.py" line="164"/>
        <source>Forfeit</source>
        <translation>Forfeit</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/table_actions.py" line="152"/>
        <source>NS left during the turno: {0}</source>
        <translation>NS left during the turno: {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/table_actions.py" line="155"/>
        <source>EW left during the turno: {0}</source>
        <translation>EW left during the turno: {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/table_actions.py" line="158"/>
        <source>Both pairs left during the turno</source>
        <translation>Both pairs left during the turno</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/three_line.py" line="1"/>
        <source>3rd line points</source>
        <translation>3rd line points</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/three_line.py" line="1"/>
        <source>&amp;3rd</source>
        <translation>&amp;3rd</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/three_line.py" line="1"/>
        <source>3rd line</source>
        <translation>3rd line</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/three_line.py" line="1"/>
        <source>3rd MP</source>
        <translation>3rd MP</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/three_line.py" line="1"/>
        <source>3rd VP</source>
        <translation>3rd VP</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/three_line.py" line="1"/>
        <source>3rd {0}</source>
        <translation>3rd {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/three_line.py" line="1"/>
        <source>Table {0} saved: NS {1} — EW {2} — 3rd {3}  →  VP {4}–{5}–{6}</source>
        <translation>Table {0} saved: NS {1} — EW {2} — 3rd {3}  →  VP {4}–{5}–{6}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/three_line.py" line="1"/>
        <source>Table {0} has three pairs: type the third line&apos;s points too, e.g. 400 or -35.</source>
        <translation>Table {0} has three pairs: type the third line&apos;s points too, e.g. 400 or -35.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/three_line.py" line="1"/>
        <source>Round {0}, table {1} already has {2}. Replace with {3}?</source>
        <translation>Round {0}, table {1} already has {2}. Replace with {3}?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/three_line.py" line="1"/>
        <source>Table {0} has three pairs: type its three totals on the line (NS, EW, 3rd) or its sheet hand by hand. A forfeit and the referee&apos;s score are for tables of two.</source>
        <translation>Table {0} has three pairs: type its three totals on the line (NS, EW, 3rd) or its sheet hand by hand. A forfeit and the referee&apos;s score are for tables of two.</translation>
    </message>
</context>
<context>
    <name>RoundsPage</name>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="22"/>
        <source>entry {entries} is seated twice</source>
        <translation>entry {entries} is seated twice</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="23"/>
        <source>entry {entries} is not seated</source>
        <translation>entry {entries} is not seated</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="24"/>
        <source>entry {entries} is not registered</source>
        <translation>entry {entries} is not registered</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="25"/>
        <source>entries {entries} already met</source>
        <translation>entries {entries} already met</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="26"/>
        <source>table {table} is empty</source>
        <translation>table {table} is empty</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="27"/>
        <source>table {table} has too few players</source>
        <translation>table {table} has too few players</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="28"/>
        <source>table {table} has too many players</source>
        <translation>table {table} has too many players</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="29"/>
        <source>entry {entries} would get a second bye</source>
        <translation>entry {entries} would get a second bye</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="30"/>
        <source>table numbers skip {table}</source>
        <translation>table numbers skip {table}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="31"/>
        <source>table {table} appears twice</source>
        <translation>table {table} appears twice</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="33"/>
        <source>entry {entries} has withdrawn since the draft was made: generate the round again</source>
        <translation>entry {entries} has withdrawn since the draft was made: generate the round again</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="37"/>
        <source>entry {entries} is marked absent: mark it present on the Registration page, or generate the round again</source>
        <translation>entry {entries} is marked absent: mark it present on the Registration page, or generate the round again</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="42"/>
        <source>the group sizes set do not add up to the pairs present, so the groups have {entries} pairs (girone A first): for other sizes, change them in Tournament settings and generate the round again</source>
        <translation>the group sizes set do not add up to the pairs present, so the groups have {entries} pairs (girone A first): for other sizes, change them in Tournament settings and generate the round again</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="48"/>
        <source>players {entries} tied for the last place going on from table {table}, so all of them go on: press Draw lots among the tied to decide who goes on</source>
        <translation>players {entries} tied for the last place going on from table {table}, so all of them go on: press Draw lots among the tied to decide who goes on</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="65"/>
        <source>players {entries} tied for the last place going on from the ranking of the round before, so all of them go on: press Draw lots among the tied to decide who goes on</source>
        <translation>players {entries} tied for the last place going on from the ranking of the round before, so all of them go on: press Draw lots among the tied to decide who goes on</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="70"/>
        <source>player {entries} no longer goes on from the ranking of the round before (a hand there was corrected after this round was seated)</source>
        <translation>player {entries} no longer goes on from the ranking of the round before (a hand there was corrected after this round was seated)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="75"/>
        <source>player {entries} now goes on from the ranking of the round before, but has no seat in this round</source>
        <translation>player {entries} now goes on from the ranking of the round before, but has no seat in this round</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="143"/>
        <source>The correction changes who goes on to round {0}, already published: {1}. The result stays as corrected and the seating of round {0} does not change by itself. While no table of round {0} has played, press Back to draft on the Rounds page, then Generate next round, so it seats who goes on now; once it has started, it is played as seated. If the correction was wrong, undo it (Undo last change on the Log page).</source>
        <translation>The correction changes who goes on to round {0}, already published: {1}. The result stays as corrected and the seating of round {0} does not change by itself. While no table of round {0} has played, press Back to draft on the Rounds page, then Generate next round, so it seats who goes on now; once it has started, it is played as seated. If the correction was wrong, undo it (Undo last change on the Log page).</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="77"/>
        <source>Seat the next round by the schedule (Ctrl+G)</source>
        <translation>Seat the next round by the schedule (Ctrl+G)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="79"/>
        <source>S&amp;wap…</source>
        <translation>S&amp;wap…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="80"/>
        <source>Exchange two entries or two tables (Ctrl+W)</source>
        <translation>Exchange two entries or two tables (Ctrl+W)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="83"/>
        <source>&amp;Publish</source>
        <translation>&amp;Publish</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="84"/>
        <source>Announce the round: results can then be entered</source>
        <translation>Announce the round: results can then be entered</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="86"/>
        <source>&amp;Discard draft</source>
        <translation>&amp;Discard draft</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="88"/>
        <source>Bac&amp;k to draft</source>
        <translation>Bac&amp;k to draft</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="92"/>
        <source>Take a published round back to draft while no table has played it, to swap or generate it again</source>
        <translation>Take a published round back to draft while no table has played it, to swap or generate it again</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="101"/>
        <source>Draw lots among the players tied for the last place going on, then generate the round again: the order drawn decides who goes on</source>
        <translation>Draw lots among the players tied for the last place going on, then generate the round again: the order drawn decides who goes on</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="137"/>
        <source>Drag a pair onto another to swap their seats</source>
        <translation>Drag a pair onto another to swap their seats</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="140"/>
        <source>Round:</source>
        <translation>Round:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="164"/>
        <location filename="../../tournament_app/ui/rounds/page.py" line="176"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="165"/>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="168"/>
        <source>EW</source>
        <translation>EW</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="179"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="209"/>
        <source>Round {0}</source>
        <translation>Round {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="241"/>
        <source>No round yet: press Generate next round.</source>
        <translation>No round yet: press Generate next round.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="243"/>
        <source>Open a tournament first.</source>
        <translation>Open a tournament first.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="248"/>
        <source>Round {0} — {1} — {2}</source>
        <translation>Round {0} — {1} — {2}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="96"/>
        <source>Published: enter its results on the Results page.</source>
        <translation>Published: enter its results on the Results page.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="163"/>
        <source>Check: everyone seated once, no forbidden rematch, but this draft is out of date: </source>
        <translation>Check: everyone seated once, no forbidden rematch, but this draft is out of date: </translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="176"/>
        <source>Check: everyone seated once, but not ready yet: draw lots first — </source>
        <translation>Check: everyone seated once, but not ready yet: draw lots first — </translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="185"/>
        <source>Check: everyone seated once. Ready to publish.</source>
        <translation>Check: everyone seated once. Ready to publish.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="112"/>
        <source>Complete: every result is in.</source>
        <translation>Complete: every result is in.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="114"/>
        <source>Complete: every result is in. Round {0} follows it.</source>
        <translation>Complete: every result is in. Round {0} follows it.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="127"/>
        <source>Complete: the final has been played, but {0} are tied for first place. Draw lots among them first (Standings page ▸ Draw lots for ties…), then press Mark finished on the Tournaments page.</source>
        <translation>Complete: the final has been played, but {0} are tied for first place. Draw lots among them first (Standings page ▸ Draw lots for ties…), then press Mark finished on the Tournaments page.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="144"/>
        <source>Complete: every result is in. Generate the next round when ready.</source>
        <translation>Complete: every result is in. Generate the next round when ready.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="187"/>
        <source>Check: everyone seated once, no forbidden rematch. Ready to publish.</source>
        <translation>Check: everyone seated once, no forbidden rematch. Ready to publish.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="194"/>
        <source>Note: </source>
        <translation>Note: </translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="156"/>
        <source>Check: this seating breaks the rules — </source>
        <translation>Check: this seating breaks the rules — </translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="362"/>
        <location filename="../../tournament_app/ui/rounds/page.py" line="364"/>
        <source>Generate</source>
        <translation>Generate</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="398"/>
        <source>Swap</source>
        <translation>Swap</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/publish_question.py" line="27"/>
        <source>This draft cannot be published:</source>
        <translation>This draft cannot be published:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/publish_question.py" line="37"/>
        <source>The seating breaks these rules:</source>
        <translation>The seating breaks these rules:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/publish_question.py" line="38"/>
        <source>Publish it anyway?</source>
        <translation>Publish it anyway?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/publish_question.py" line="21"/>
        <location filename="../../tournament_app/ui/rounds/page.py" line="416"/>
        <location filename="../../tournament_app/ui/rounds/page.py" line="428"/>
        <source>Publish</source>
        <translation>Publish</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="54"/>
        <source>player {entries} no longer goes on from table {table} of the round before (a hand there was corrected after this round was seated)</source>
        <translation>player {entries} no longer goes on from table {table} of the round before (a hand there was corrected after this round was seated)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="59"/>
        <source>player {entries} now goes on from table {table} of the round before, but has no seat in this round</source>
        <translation>player {entries} now goes on from table {table} of the round before, but has no seat in this round</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="81"/>
        <source>a result or a penalty has changed since this draft was made, so the pairing may follow the standings as they were: generate the round again</source>
        <translation>a result or a penalty has changed since this draft was made, so the pairing may follow the standings as they were: generate the round again</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="134"/>
        <source>The correction changes who goes on to round {0}, already drafted: {1}. The result stays as corrected; generate round {0} again on the Rounds page so it seats who goes on now.</source>
        <translation>The correction changes who goes on to round {0}, already drafted: {1}. The result stays as corrected; generate round {0} again on the Rounds page so it seats who goes on now.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="75"/>
        <source>Generate &amp;next round</source>
        <translation>Generate &amp;next round</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="97"/>
        <source>Draw lots &amp;among the tied…</source>
        <translation>Draw lots &amp;among the tied…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="169"/>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="79"/>
        <source>Published, but the second entry differs — table in conflict: {0}. Settle it on the Results page before the next round.</source>
        <translation>Published, but the second entry differs — table in conflict: {0}. Settle it on the Results page before the next round.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="85"/>
        <source>Published, but the second entry differs — tables in conflict: {0}. Settle them on the Results page before the next round.</source>
        <translation>Published, but the second entry differs — tables in conflict: {0}. Settle them on the Results page before the next round.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="133"/>
        <source>Complete: the final has been played and the tournament is over. Winner: {0}. See the Standings, then press Mark finished on the Tournaments page.</source>
        <translation>Complete: the final has been played and the tournament is over. Winner: {0}. See the Standings, then press Mark finished on the Tournaments page.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="139"/>
        <source>Complete: this was the last round of the schedule, so the tournament is over. See the Standings, then press Mark finished on the Tournaments page.</source>
        <translation>Complete: this was the last round of the schedule, so the tournament is over. See the Standings, then press Mark finished on the Tournaments page.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="37"/>
        <source>Finished: this tournament is closed and its rounds and results no longer change. To change anything, reopen it: Tournaments page ▸ Reopen.</source>
        <translation>Finished: this tournament is closed and its rounds and results no longer change. To change anything, reopen it: Tournaments page ▸ Reopen.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="49"/>
        <source>{0} and {1}</source>
        <translation>{0} and {1}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="359"/>
        <source>Make it again?</source>
        <translation>Make it again?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/publish_question.py" line="43"/>
        <source>This draft is out of date:</source>
        <translation>This draft is out of date:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/publish_question.py" line="44"/>
        <source>Publish it anyway? (No: press Generate next round to make it again.)</source>
        <translation>Publish it anyway? (No: press Generate next round to make it again.)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="437"/>
        <source>Draw lots among the tied</source>
        <translation>Draw lots among the tied</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="439"/>
        <source>Draw lots among the players tied for the last place going on?</source>
        <translation>Draw lots among the players tied for the last place going on?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="444"/>
        <source>The draft of round {0} is then generated again, and the order drawn decides who goes on (seats swapped by hand in it are lost).</source>
        <translation>The draft of round {0} is then generated again, and the order drawn decides who goes on (seats swapped by hand in it are lost).</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="470"/>
        <source>Lots drawn, in the order drawn:</source>
        <translation>Lots drawn, in the order drawn:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="474"/>
        <source>Round {0} has been generated again. Going on by the draw: {1}.</source>
        <translation>Round {0} has been generated again. Going on by the draw: {1}.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="66"/>
        <source>table {0}: {1}</source>
        <translation>table {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="486"/>
        <source>Back to draft</source>
        <translation>Back to draft</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="488"/>
        <source>Take round {0} back to draft? It is no longer announced: results cannot be entered until it is published again. You can then swap seats or generate it again.</source>
        <translation>Take round {0} back to draft? It is no longer announced: results cannot be entered until it is published again. You can then swap seats or generate it again.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="505"/>
        <source>Throw away the draft of round {0}?</source>
        <translation>Throw away the draft of round {0}?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="506"/>
        <source>Discard draft</source>
        <translation>Discard draft</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="1"/>
        <source>3rd line: {0}</source>
        <translation>3rd line: {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="1"/>
        <source>table {table}: pairs {entries} of the same club meet (no other pairing kept them apart without a rematch)</source>
        <translation>table {table}: pairs {entries} of the same club meet (no other pairing kept them apart without a rematch)</translation>
    </message>
</context>
<context>
    <name>Scala40Page</name>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="1"/>
        <source>Pla&amp;yed:</source>
        <translation>Pla&amp;yed:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="1"/>
        <source>Pairs&apos; match:</source>
        <translation>Pairs&apos; match:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="32"/>
        <source>Scala 40: rules</source>
        <translation>Scala 40: rules</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="33"/>
        <source>Defaults are the official rules: tables of 4, out at 101.</source>
        <translation>Defaults are the official rules: tables of 4, out at 101.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="45"/>
        <source>reaching the limit (≥)</source>
        <translation>reaching the limit (≥)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="46"/>
        <source>passing the limit (&gt;)</source>
        <translation>passing the limit (&gt;)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="50"/>
        <source>Chiusura in &amp;mano:</source>
        <translation>Chiusura in &amp;mano:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="53"/>
        <source>not allowed</source>
        <translation>not allowed</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="56"/>
        <source>Elimination: stage after stage, down to a final table</source>
        <translation>Elimination: stage after stage, down to a final table</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="58"/>
        <source>Placement points over several rounds</source>
        <translation>Placement points over several rounds</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="62"/>
        <source>the best of eac&amp;h table</source>
        <translation>the best of eac&amp;h table</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="63"/>
        <source>the best of the stage&apos;s ran&amp;king</source>
        <translation>the best of the stage&apos;s ran&amp;king</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="76"/>
        <source>How many of the stage&apos;s ranking go on after each stage, the last number being the final table: 16, 8, 4 takes 40 players to 16, then 8, then a final table of 4.</source>
        <translation>How many of the stage&apos;s ranking go on after each stage, the last number being the final table: 16, 8, 4 takes 40 players to 16, then 8, then a final table of 4.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="90"/>
        <source>no time limit</source>
        <translation>no time limit</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="91"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="96"/>
        <source>Players per &amp;table:</source>
        <translation>Players per &amp;table:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="97"/>
        <source>&amp;Limit:</source>
        <translation>&amp;Limit:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="98"/>
        <source>A player is &amp;out on:</source>
        <translation>A player is &amp;out on:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="99"/>
        <source>Not op&amp;ened pays:</source>
        <translation>Not op&amp;ened pays:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="101"/>
        <source>&amp;Re-entries per player:</source>
        <translation>&amp;Re-entries per player:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="102"/>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="103"/>
        <source>Who goes on:</source>
        <translation>Who goes on:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="110"/>
        <source>&amp;Advance per table:</source>
        <translation>&amp;Advance per table:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="113"/>
        <source>&amp;Cuts after each stage (e.g. 16, 8, 4):</source>
        <translation>&amp;Cuts after each stage (e.g. 16, 8, 4):</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="116"/>
        <source>Ro&amp;unds:</source>
        <translation>Ro&amp;unds:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="119"/>
        <source>&amp;Placement points (1st, 2nd, …):</source>
        <translation>&amp;Placement points (1st, 2nd, …):</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="122"/>
        <source>Time per &amp;game:</source>
        <translation>Time per &amp;game:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="93"/>
        <source>Keep apart players &amp;who already shared a table</source>
        <translation>Keep apart players &amp;who already shared a table</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="96"/>
        <source>A player who already sat with someone at the table gives the seat to the nearest-ranked player below who did not.</source>
        <translation>A player who already sat with someone at the table gives the seat to the nearest-ranked player below who did not.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="101"/>
        <source>The groups are those given to the players at registration; when nobody has one, Torneo draws groups of about this many players. The rounds become those everyone in a group needs to meet everyone.</source>
        <translation>The groups are those given to the players at registration; when nobody has one, Torneo draws groups of about this many players. The rounds become those everyone in a group needs to meet everyone.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="153"/>
        <source>Players per group (&amp;drawn):</source>
        <translation>Players per group (&amp;drawn):</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="135"/>
        <source>&amp;Seating from round 2:</source>
        <translation>&amp;Seating from round 2:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="117"/>
        <source>House variants:</source>
        <translation>House variants:</translation>
    </message>
</context>
<context>
    <name>Scala40RoundPanel</name>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="1"/>
        <source>The keeper&apos;s phone enters the hands of the table open again ({0})</source>
        <translation>The keeper&apos;s phone enters the hands of the table open again ({0})</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="58"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="63"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="60"/>
        <source>Hands</source>
        <translation>Hands</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="59"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="84"/>
        <source>table</source>
        <translation>table</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="90"/>
        <source>Pe&amp;nalties…</source>
        <translation>Pe&amp;nalties…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="95"/>
        <source>Give a player penalty points, take placement points away or score a forfeit, in the round shown (Ctrl+Shift+P)</source>
        <translation>Give a player penalty points, take placement points away or score a forfeit, in the round shown (Ctrl+Shift+P)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="107"/>
        <source>&amp;Open table:</source>
        <translation>&amp;Open table:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="133"/>
        <source>over (time)</source>
        <translation>over (time)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="135"/>
        <source>over</source>
        <translation>over</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="136"/>
        <source>in play</source>
        <translation>in play</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="136"/>
        <source>not started</source>
        <translation>not started</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="184"/>
        <source>No published round yet: publish one on the Rounds page.</source>
        <translation>No published round yet: publish one on the Rounds page.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="187"/>
        <source>Round {0}: every table is over.</source>
        <translation>Round {0}: every table is over.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="189"/>
        <source>Round {0}: 1 table of {2} still in play — table {3}</source>
        <translation>Round {0}: 1 table of {2} still in play — table {3}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="191"/>
        <source>Round {0}: {1} of {2} tables still in play — tables {3}</source>
        <translation>Round {0}: {1} of {2} tables still in play — tables {3}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="253"/>
        <source>Round has no table {0}.</source>
        <translation>Round has no table {0}.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="1"/>
        <source>Phone</source>
        <translation>Phone</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="1"/>
        <source>No more hands from the phones for the table open ({0})</source>
        <translation>No more hands from the phones for the table open ({0})</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/phone_state.py" line="1"/>
        <source>nothing entered</source>
        <translation>nothing entered</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/phone_state.py" line="1"/>
        <source>keeper entering: 1 hand so far</source>
        <translation>keeper entering: 1 hand so far</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/phone_state.py" line="1"/>
        <source>keeper entering: {0} hands so far</source>
        <translation>keeper entering: {0} hands so far</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/phone_state.py" line="1"/>
        <source>game over</source>
        <translation>game over</translation>
    </message>
</context>
<context>
    <name>Scala40Sheet</name>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet_model.py" line="33"/>
        <source>type the points or the cards left</source>
        <translation>type the points or the cards left</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet_model.py" line="39"/>
        <source>penalties cannot be negative</source>
        <translation>penalties cannot be negative</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet_model.py" line="48"/>
        <source>“{0}” is not a card (use A 2-10 J Q K JK)</source>
        <translation>“{0}” is not a card (use A 2-10 J Q K JK)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet_model.py" line="53"/>
        <source>more copies of a card than the pack holds</source>
        <translation>more copies of a card than the pack holds</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet_model.py" line="96"/>
        <source>R, back in on {0}</source>
        <translation>R, back in on {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet_model.py" line="109"/>
        <source>closes</source>
        <translation>closes</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet_model.py" line="111"/>
        <source>in hand</source>
        <translation>in hand</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet_model.py" line="117"/>
        <source>not opened</source>
        <translation>not opened</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet_model.py" line="150"/>
        <source>Did not play this hand: it was played while a mistake, corrected since, had put this player out</source>
        <translation>Did not play this hand: it was played while a mistake, corrected since, had put this player out</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet_model.py" line="168"/>
        <source>{0}° place</source>
        <translation>{0}° place</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet_model.py" line="172"/>
        <source>eliminated, {0}° place</source>
        <translation>eliminated, {0}° place</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet_model.py" line="179"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet_model.py" line="180"/>
        <source>Hand {0}</source>
        <translation>Hand {0}</translation>
    </message>
</context>
<context>
    <name>Scala40SheetWidget</name>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/pairs_entry.py" line="1"/>
        <source>pair {0}: {1} hands won, {2} penalty points</source>
        <translation>pair {0}: {1} hands won, {2} penalty points</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/pairs_entry.py" line="1"/>
        <source>Match to {0}: </source>
        <translation>Match to {0}: </translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/pairs_entry.py" line="1"/>
        <source>A draw, {0} match points each</source>
        <translation>A draw, {0} match points each</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/pairs_entry.py" line="1"/>
        <source>Pair {0} wins the match ({1} match points)</source>
        <translation>Pair {0} wins the match ({1} match points)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="114"/>
        <source>Chiusura in &amp;mano</source>
        <translation>Chiusura in &amp;mano</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/entering.py" line="27"/>
        <location filename="../../tournament_app/ui/results/scala40/entering.py" line="144"/>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="116"/>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="219"/>
        <source>Record hand (Enter)</source>
        <translation>Record hand (Enter)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="119"/>
        <source>Cancel correction</source>
        <translation>Cancel correction</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="131"/>
        <source>Take back last hand</source>
        <translation>Take back last hand</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="138"/>
        <source>Takes back only the last thing entered: the time-out, a re-entry or a hand (Ctrl+T)</source>
        <translation>Takes back only the last thing entered: the time-out, a re-entry or a hand (Ctrl+T)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="143"/>
        <source>Re-&amp;entry…</source>
        <translation>Re-&amp;entry…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="146"/>
        <source>Time is u&amp;p</source>
        <translation>Time is u&amp;p</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="148"/>
        <source>Rank the table by current totals, lowest best</source>
        <translation>Rank the table by current totals, lowest best</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="163"/>
        <source>Type the table number in «Open table» and press Enter, or choose a table in the list.</source>
        <translation>Type the table number in «Open table» and press Enter, or choose a table in the list.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="246"/>
        <source>Round {0}, table {1} — limit {2}</source>
        <translation>Round {0}, table {1} — limit {2}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="313"/>
        <source>Director&apos;s penalties in this round, counted in the standings: {0}</source>
        <translation>Director&apos;s penalties in this round, counted in the standings: {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="362"/>
        <source>Cards left or points</source>
        <translation>Cards left or points</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="363"/>
        <source>Closes</source>
        <translation>Closes</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="364"/>
        <source>Not opened</source>
        <translation>Not opened</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="370"/>
        <source>e.g. 35 or A K JK 7</source>
        <translation>e.g. 35 or A K JK 7</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="372"/>
        <source>35 / A K…</source>
        <translation>35 / A K…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="379"/>
        <source>closes</source>
        <translation>closes</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="383"/>
        <source>not opened</source>
        <translation>not opened</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="471"/>
        <source>Time called. Final order: </source>
        <translation>Time called. Final order: </translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="473"/>
        <source>Game over. Final order: </source>
        <translation>Game over. Final order: </translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="478"/>
        <source>1 hand played, {1} players still in.</source>
        <translation>1 hand played, {1} players still in.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="480"/>
        <source>{0} hands played, {1} players still in.</source>
        <translation>{0} hands played, {1} players still in.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/entering.py" line="63"/>
        <source>Only the player who closed scores 0: type the points of {0}.</source>
        <translation>Only the player who closed scores 0: type the points of {0}.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/entering.py" line="68"/>
        <source>{0} all have 0, but only the player who closed scores 0: mark who closed and type the others&apos; points.</source>
        <translation>{0} all have 0, but only the player who closed scores 0: mark who closed and type the others&apos; points.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/entering.py" line="80"/>
        <source>Mark who closed the hand (or type 0 for them).</source>
        <translation>Mark who closed the hand (or type 0 for them).</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/entering.py" line="167"/>
        <source>Correct hand</source>
        <translation>Correct hand</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/entering.py" line="179"/>
        <source>Correct hand {0} (Enter)</source>
        <translation>Correct hand {0} (Enter)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/table_actions.py" line="46"/>
        <source>Take back the re-entry of {0}? The player is out again.</source>
        <translation>Take back the re-entry of {0}? The player is out again.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/table_actions.py" line="49"/>
        <source>Take back hand {0}? Its points come off the totals.</source>
        <translation>Take back hand {0}? Its points come off the totals.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/table_actions.py" line="60"/>
        <location filename="../../tournament_app/ui/results/scala40/table_actions.py" line="68"/>
        <source>Take back</source>
        <translation>Take back</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/table_actions.py" line="85"/>
        <location filename="../../tournament_app/ui/results/scala40/table_actions.py" line="97"/>
        <source>Re-entry</source>
        <translation>Re-entry</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/table_actions.py" line="86"/>
        <source>Who re-enters?</source>
        <translation>Who re-enters?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/table_actions.py" line="107"/>
        <location filename="../../tournament_app/ui/results/scala40/table_actions.py" line="122"/>
        <source>Time is up</source>
        <translation>Time is up</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/table_actions.py" line="111"/>
        <source>Call time? It will be ranked by current totals.</source>
        <translation>Call time? It will be ranked by current totals.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/table_actions.py" line="41"/>
        <source>Take back the time-out? The hands entered stay as they are.</source>
        <translation>Take back the time-out? The hands entered stay as they are.</translation>
    </message>
</context>
<context>
    <name>ScheduleEditor</name>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="57"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="57"/>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="64"/>
        <source>Add &amp;step</source>
        <translation>Add &amp;step</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="68"/>
        <source>Remo&amp;ve step</source>
        <translation>Remo&amp;ve step</translation>
    </message>
</context>
<context>
    <name>ScoresheetDialog</name>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="56"/>
        <source>card points are multiples of 5</source>
        <translation>card points are multiples of 5</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="57"/>
        <source>figures cannot be negative</source>
        <translation>figures cannot be negative</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="58"/>
        <source>only one line can close</source>
        <translation>only one line can close</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="59"/>
        <source>the closing line needs a burraco</source>
        <translation>the closing line needs a burraco</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="62"/>
        <source>the closing line must have taken its pozzetto</source>
        <translation>the closing line must have taken its pozzetto</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="65"/>
        <source>a closing line has no unplayed pozzetto</source>
        <translation>a closing line has no unplayed pozzetto</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="68"/>
        <source>a pozzetto not taken cannot be unplayed</source>
        <translation>a pozzetto not taken cannot be unplayed</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="71"/>
        <source>cards on the table and in hand exceed the 1,080 of the pack</source>
        <translation>cards on the table and in hand exceed the 1,080 of the pack</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="74"/>
        <source>this kind of burraco is not played in this tournament</source>
        <translation>this kind of burraco is not played in this tournament</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="163"/>
        <source>Round {0}, table {1} — scoresheet</source>
        <translation>Round {0}, table {1} — scoresheet</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="168"/>
        <source>NS: {0}
EW: {1}</source>
        <translation>NS: {0}
EW: {1}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="172"/>
        <source>Hand &amp;totals only</source>
        <translation>Hand &amp;totals only</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="174"/>
        <source>&amp;Full figures per line</source>
        <translation>&amp;Full figures per line</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="248"/>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="295"/>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="249"/>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="295"/>
        <source>EW</source>
        <translation>EW</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="251"/>
        <source>Hand {0}</source>
        <translation>Hand {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="278"/>
        <source>Reale</source>
        <translation>Reale</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="278"/>
        <source>Super</source>
        <translation>Super</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="281"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="282"/>
        <source>Line</source>
        <translation>Line</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="276"/>
        <source>Pulito</source>
        <translation>Pulito</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="276"/>
        <source>Semi</source>
        <translation>Semi</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="276"/>
        <source>Sporco</source>
        <translation>Sporco</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="284"/>
        <source>Closed</source>
        <translation>Closed</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="285"/>
        <source>Pozzetto</source>
        <translation>Pozzetto</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="286"/>
        <source>On table</source>
        <translation>On table</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="287"/>
        <source>In hand</source>
        <translation>In hand</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="288"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="387"/>
        <source>type both lines&apos; cards on the table (0 if none), e.g. 240</source>
        <translation>type both lines&apos; cards on the table (0 if none), e.g. 240</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="409"/>
        <source>type both lines&apos; totals</source>
        <translation>type both lines&apos; totals</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="413"/>
        <source>every burraco score is a multiple of 5</source>
        <translation>every burraco score is a multiple of 5</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="424"/>
        <source>Fill in every hand to see the totals.</source>
        <translation>Fill in every hand to see the totals.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="430"/>
        <source>Turno: NS {0} — EW {1}   difference {2}   VP {3}–{4}</source>
        <translation>Turno: NS {0} — EW {1}   difference {2}   VP {3}–{4}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="464"/>
        <source>Unlikely score</source>
        <translation>Unlikely score</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="467"/>
        <source>Not saved: check the figures.</source>
        <translation>Not saved: check the figures.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="79"/>
        <source>more burraco in trumps than burraco of that kind</source>
        <translation>more burraco in trumps than burraco of that kind</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="305"/>
        <source>Trump pulito</source>
        <translation>Trump pulito</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="305"/>
        <source>Trump semi</source>
        <translation>Trump semi</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="305"/>
        <source>Trump sporco</source>
        <translation>Trump sporco</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="315"/>
        <source>Pozzetto unplayed</source>
        <translation>Pozzetto unplayed</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="1"/>
        <source>3rd</source>
        <translation>3rd</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="1"/>
        <source>NS: {0}
EW: {1}
3rd: {2}</source>
        <translation>NS: {0}
EW: {1}
3rd: {2}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="1"/>
        <source>Turno: NS {0} — EW {1} — 3rd {2}   VP {3}–{4}–{5}</source>
        <translation>Turno: NS {0} — EW {1} — 3rd {2}   VP {3}–{4}–{5}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="1"/>
        <source>at a table of three a pozzetto is taken only after a burraco</source>
        <translation>at a table of three a pozzetto is taken only after a burraco</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="1"/>
        <source>cards on the table and in hand exceed the 1,620 of the 162 cards</source>
        <translation>cards on the table and in hand exceed the 1,620 of the 162 cards</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="1"/>
        <source>type every line&apos;s cards on the table (0 if none), e.g. 240</source>
        <translation>type every line&apos;s cards on the table (0 if none), e.g. 240</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="1"/>
        <source>type the three lines&apos; totals</source>
        <translation>type the three lines&apos; totals</translation>
    </message>
</context>
<context>
    <name>SeasonDialog</name>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="66"/>
        <source>Season ranking</source>
        <translation>Season ranking</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="81"/>
        <source>empty: by field size; or e.g. 25, 18, 15, 12</source>
        <translation>empty: by field size; or e.g. 25, 18, 15, 12</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="86"/>
        <source>all</source>
        <translation>all</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="87"/>
        <source>Count tournaments &amp;still running</source>
        <translation>Count tournaments &amp;still running</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="89"/>
        <source>empty: every player</source>
        <translation>empty: every player</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="93"/>
        <source>Untick a tournament to leave it out, such as the grand final</source>
        <translation>Untick a tournament to leave it out, such as the grand final</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="103"/>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="104"/>
        <source>&amp;From – to:</source>
        <translation>&amp;From – to:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="107"/>
        <source>&amp;Points by place:</source>
        <translation>&amp;Points by place:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="108"/>
        <source>Points &amp;beyond the table:</source>
        <translation>Points &amp;beyond the table:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="109"/>
        <source>Best &amp;results counted:</source>
        <translation>Best &amp;results counted:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="110"/>
        <source>Only the &amp;club:</source>
        <translation>Only the &amp;club:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="113"/>
        <source>&amp;Tournaments (untick to leave out):</source>
        <translation>&amp;Tournaments (untick to leave out):</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="135"/>
        <source>PDF to pri&amp;nt…</source>
        <translation>PDF to pri&amp;nt…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="136"/>
        <source>Write the ranking as a PDF and open it</source>
        <translation>Write the ranking as a PDF and open it</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="141"/>
        <source>E&amp;xcel…</source>
        <translation>E&amp;xcel…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="142"/>
        <source>Save the ranking as an Excel workbook</source>
        <translation>Save the ranking as an Excel workbook</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="147"/>
        <source>&amp;Web page…</source>
        <translation>&amp;Web page…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="148"/>
        <source>Save the ranking as a web page for the club&apos;s site</source>
        <translation>Save the ranking as a web page for the club&apos;s site</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="319"/>
        <source>Not counted, having no date: {0}. Give each its date in Tournament settings… to count it in its season.</source>
        <translation>Not counted, having no date: {0}. Give each its date in Tournament settings… to count it in its season.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="328"/>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="329"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="330"/>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="331"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="332"/>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="333"/>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="334"/>
        <source>Best place</source>
        <translation>Best place</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="362"/>
        <source>{0}: place {1}</source>
        <translation>{0}: place {1}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="365"/>
        <source>not counted: beyond the best results</source>
        <translation>not counted: beyond the best results</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="379"/>
        <location filename="../../tournament_app/ui/season_dialog.py" line="381"/>
        <source>season ranking</source>
        <translation>season ranking</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="416"/>
        <source>Season ranking PDF</source>
        <translation>Season ranking PDF</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="425"/>
        <source>Season ranking workbook</source>
        <translation>Season ranking workbook</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="431"/>
        <source>Season ranking web page</source>
        <translation>Season ranking web page</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="431"/>
        <source>Web page (*.html)</source>
        <translation>Web page (*.html)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="259"/>
        <source>Points by place: whole numbers separated by commas.</source>
        <translation>Points by place: whole numbers separated by commas.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="283"/>
        <source>No finished tournament of this game in these dates.</source>
        <translation>No finished tournament of this game in these dates.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="289"/>
        <source>Tournaments counted ({0}): {1}</source>
        <translation>Tournaments counted ({0}): {1}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="1"/>
        <source>Grand final: &amp;invite the top</source>
        <translation>Grand final: &amp;invite the top</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="1"/>
        <source>Start the gr&amp;and final…</source>
        <translation>Start the gr&amp;and final…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="1"/>
        <source>A new tournament whose entries are the top of this ranking</source>
        <translation>A new tournament whose entries are the top of this ranking</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="1"/>
        <source>Grand final of the season</source>
        <translation>Grand final of the season</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="1"/>
        <source>Invite the top {0}</source>
        <translation>Invite the top {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="1"/>
        <source>Grand final {0}</source>
        <translation>Grand final {0}</translation>
    </message>
</context>
<context>
    <name>StandingsPage</name>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="1"/>
        <source>Pair</source>
        <translation>Pair</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="1"/>
        <source>Match points</source>
        <translation>Match points</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="1"/>
        <source>Hands won − lost</source>
        <translation>Hands won − lost</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="73"/>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="83"/>
        <source>MP scored</source>
        <translation>MP scored</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="19"/>
        <source>by {0}</source>
        <translation>by {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="29"/>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="35"/>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="70"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="77"/>
        <source>MP diff.</source>
        <translation>MP diff.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="89"/>
        <source>Pen. VP</source>
        <translation>Pen. VP</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="98"/>
        <source>Pen. MP</source>
        <translation>Pen. MP</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="108"/>
        <source>R{0}</source>
        <translation>R{0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="56"/>
        <source>Group</source>
        <translation>Group</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="47"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="48"/>
        <source>withdrawn</source>
        <translation>withdrawn</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="60"/>
        <source>Cat.</source>
        <translation>Cat.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="118"/>
        <source>Tie-break</source>
        <translation>Tie-break</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="160"/>
        <location filename="../../tournament_app/ui/standings/columns.py" line="194"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="198"/>
        <source>Last round</source>
        <translation>Last round</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="142"/>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="143"/>
        <source>Round {0}</source>
        <translation>Round {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="170"/>
        <source>Place at table</source>
        <translation>Place at table</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="202"/>
        <source>Total penalty</source>
        <translation>Total penalty</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="183"/>
        <source>Goes on</source>
        <translation>Goes on</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="224"/>
        <source>{0} VP</source>
        <translation>{0} VP</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="230"/>
        <source>final, 1 penalty point</source>
        <translation>final, 1 penalty point</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="232"/>
        <source>round {0}, 1 penalty point</source>
        <translation>round {0}, 1 penalty point</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="248"/>
        <source>1 pt</source>
        <translation>1 pt</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="250"/>
        <source>{0} pts</source>
        <translation>{0} pts</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="92"/>
        <source>overall</source>
        <translation>overall</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="93"/>
        <source>per group</source>
        <translation>per group</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="94"/>
        <source>per category</source>
        <translation>per category</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="102"/>
        <source>&amp;Draw lots for ties…</source>
        <translation>&amp;Draw lots for ties…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="131"/>
        <source>Show:</source>
        <translation>Show:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="144"/>
        <source>Prizes:</source>
        <translation>Prizes:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="250"/>
        <source>{0} ranked (withdrawn: {1})</source>
        <translation>{0} ranked (withdrawn: {1})</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="280"/>
        <source>after round {0} (partial)</source>
        <translation>after round {0} (partial)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="282"/>
        <source>after round {0}</source>
        <translation>after round {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="290"/>
        <source>{0} go on</source>
        <translation>{0} go on</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="297"/>
        <source>Open a tournament to break its ties by lot.</source>
        <translation>Open a tournament to break its ties by lot.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="302"/>
        <source>Draw lots among the entries that share a place and nothing else separates: the order drawn is recorded and breaks the tie</source>
        <translation>Draw lots among the entries that share a place and nothing else separates: the order drawn is recorded and breaks the tie</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="307"/>
        <source>The draw is not among this tournament&apos;s tie-breaks: add it in Tournament settings to break ties by lot</source>
        <translation>The draw is not among this tournament&apos;s tie-breaks: add it in Tournament settings to break ties by lot</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="311"/>
        <source>No entries share a place that a draw could separate</source>
        <translation>No entries share a place that a draw could separate</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="330"/>
        <source>Draw lots for ties</source>
        <translation>Draw lots for ties</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="332"/>
        <source>place {0}: {1}</source>
        <translation>place {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="338"/>
        <source>Every tie listed ({0} places)</source>
        <translation>Every tie listed ({0} places)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="340"/>
        <source>Which tie do you want to draw lots for?</source>
        <translation>Which tie do you want to draw lots for?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="348"/>
        <source>Draw lots among these entries, which share a place on every figure?</source>
        <translation>Draw lots among these entries, which share a place on every figure?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="352"/>
        <source>The order drawn is recorded and breaks these ties from now on.</source>
        <translation>The order drawn is recorded and breaks these ties from now on.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="372"/>
        <source>Lots drawn. The standings now read:</source>
        <translation>Lots drawn. The standings now read:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="402"/>
        <source>tied: draw lots</source>
        <translation>tied: draw lots</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="76"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="236"/>
        <source>final, {1} penalty points</source>
        <translation>final, {1} penalty points</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="238"/>
        <source>round {0}, {1} penalty points</source>
        <translation>round {0}, {1} penalty points</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="164"/>
        <source>Stage</source>
        <translation>Stage</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="146"/>
        <source>Places:</source>
        <translation>Places:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="192"/>
        <source>Everyone</source>
        <translation>Everyone</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="197"/>
        <source>Group {0}</source>
        <translation>Group {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="201"/>
        <source>Category {0}</source>
        <translation>Category {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="245"/>
        <source>Open a tournament to see its standings.</source>
        <translation>Open a tournament to see its standings.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="247"/>
        <source>No results yet.</source>
        <translation>No results yet.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="250"/>
        <source>{0} ranked</source>
        <translation>{0} ranked</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="422"/>
        <source>Prizes add up: an overall winner also takes a group or category prize</source>
        <translation>Prizes add up: an overall winner also takes a group or category prize</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="425"/>
        <source>Prizes do not add up: an overall prize winner takes no other prize</source>
        <translation>Prizes do not add up: an overall prize winner takes no other prize</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="431"/>
        <source>Overall</source>
        <translation>Overall</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="177"/>
        <source>Penalty in last stage</source>
        <translation>Penalty in last stage</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="59"/>
        <source>Tournament</source>
        <translation>Tournament</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="60"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="61"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="62"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="63"/>
        <source>Entries</source>
        <translation>Entries</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="64"/>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="95"/>
        <source>Tournaments</source>
        <translation>Tournaments</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="101"/>
        <source>&amp;New tournament…</source>
        <translation>&amp;New tournament…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="103"/>
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="105"/>
        <source>I&amp;mport tournament file…</source>
        <translation>I&amp;mport tournament file…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="140"/>
        <source>&amp;Create the demo tournaments</source>
        <translation>&amp;Create the demo tournaments</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="204"/>
        <source>Reop&amp;en</source>
        <translation>Reop&amp;en</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="107"/>
        <source>E&amp;xport tournament file…</source>
        <translation>E&amp;xport tournament file…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="109"/>
        <location filename="../../tournament_app/ui/start_page.py" line="204"/>
        <source>Mar&amp;k finished</source>
        <translation>Mar&amp;k finished</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="111"/>
        <source>A finished tournament counts in the season ranking; mark it again to reopen</source>
        <translation>A finished tournament counts in the season ranking; mark it again to reopen</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="114"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Delete…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="133"/>
        <source>&lt;b&gt;Welcome to Torneo.&lt;/b&gt; There is no tournament in this database yet. Create a new one, or try the demo tournaments (a burraco evening of 16 pairs half played, and a scala 40 afternoon) to see how an evening goes.</source>
        <translation>&lt;b&gt;Welcome to Torneo.&lt;/b&gt; There is no tournament in this database yet. Create a new one, or try the demo tournaments (a burraco evening of 16 pairs half played, and a scala 40 afternoon) to see how an evening goes.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="222"/>
        <source>Creating the demo tournaments…</source>
        <translation>Creating the demo tournaments…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="224"/>
        <source>Demo tournaments</source>
        <translation>Demo tournaments</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="253"/>
        <source>Delete the tournament “{0}” with its entries, rounds and results? The Log page can undo it.</source>
        <translation>Delete the tournament “{0}” with its entries, rounds and results? The Log page can undo it.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="256"/>
        <location filename="../../tournament_app/ui/start_page.py" line="263"/>
        <source>Delete tournament</source>
        <translation>Delete tournament</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="280"/>
        <location filename="../../tournament_app/ui/start_page.py" line="291"/>
        <location filename="../../tournament_app/ui/start_page.py" line="296"/>
        <source>Export tournament file</source>
        <translation>Export tournament file</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="288"/>
        <source>Exporting the tournament…</source>
        <translation>Exporting the tournament…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="297"/>
        <source>“{0}” was saved to {1}.</source>
        <translation>“{0}” was saved to {1}.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="310"/>
        <location filename="../../tournament_app/ui/start_page.py" line="321"/>
        <location filename="../../tournament_app/ui/start_page.py" line="327"/>
        <source>Import tournament file</source>
        <translation>Import tournament file</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="318"/>
        <source>Importing the tournament…</source>
        <translation>Importing the tournament…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="363"/>
        <source>Import it again as a copy</source>
        <translation>Import it again as a copy</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="363"/>
        <source>Open the existing one</source>
        <translation>Open the existing one</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="329"/>
        <source>“{0}” was imported. Players added to the registry: {1}; already there: {2}.</source>
        <translation>“{0}” was imported. Players added to the registry: {1}; already there: {2}.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="341"/>
        <source>Tournament files (*{0});;All files (*)</source>
        <translation>Tournament files (*{0});;All files (*)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="270"/>
        <source>“{0}” still has business open:</source>
        <translation>“{0}” still has business open:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="274"/>
        <source>Mark it finished anyway? Its standings become final and count in the season ranking (it can be reopened).</source>
        <translation>Mark it finished anyway? Its standings become final and count in the season ranking (it can be reopened).</translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="105"/>
        <source>Summary</source>
        <translation>Summary</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="106"/>
        <source>Check the settings, then press Finish to create the tournament.</source>
        <translation>Check the settings, then press Finish to create the tournament.</translation>
    </message>
</context>
<context>
    <name>SwapDialog</name>
    <message>
        <location filename="../../tournament_app/ui/rounds/swapping.py" line="109"/>
        <source>Swap</source>
        <translation>Swap</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/swapping.py" line="110"/>
        <source>Two &amp;entries (by number)</source>
        <translation>Two &amp;entries (by number)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/swapping.py" line="112"/>
        <source>Two &amp;tables (by table number)</source>
        <translation>Two &amp;tables (by table number)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/swapping.py" line="122"/>
        <source>&amp;First:</source>
        <translation>&amp;First:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/swapping.py" line="123"/>
        <source>&amp;Second:</source>
        <translation>&amp;Second:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/swapping.py" line="138"/>
        <source>Type two numbers, e.g. 3 and 8.</source>
        <translation>Type two numbers, e.g. 3 and 8.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/swapping.py" line="141"/>
        <source>Choose two different numbers.</source>
        <translation>Choose two different numbers.</translation>
    </message>
</context>
<context>
    <name>UserGuideDialog</name>
    <message>
        <location filename="../../tournament_app/ui/user_guide.py" line="100"/>
        <source>Torneo user guide</source>
        <translation>Torneo user guide</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/user_guide.py" line="109"/>
        <source>Contents</source>
        <translation>Contents</translation>
    </message>
</context>
<context>
    <name>VpTableEditor</name>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="55"/>
        <source>Row {0}: </source>
        <translation>Row {0}: </translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="58"/>
        <source>Add at least one row.</source>
        <translation>Add at least one row.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="59"/>
        <source>Every cell needs a whole number.</source>
        <translation>Every cell needs a whole number.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="60"/>
        <source>The first row must start at an MP difference of 0.</source>
        <translation>The first row must start at an MP difference of 0.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="63"/>
        <source>MP differences go in steps of 5: use a multiple of 5.</source>
        <translation>MP differences go in steps of 5: use a multiple of 5.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="66"/>
        <source>this row starts after the next one: sort the rows.</source>
        <translation>this row starts after the next one: sort the rows.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="69"/>
        <source>each row must start 5 MP above where the previous one ends.</source>
        <translation>each row must start 5 MP above where the previous one ends.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="72"/>
        <source>only the last row is open-ended.</source>
        <translation>only the last row is open-ended.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="75"/>
        <source>the two VP must add up to 20.</source>
        <translation>the two VP must add up to 20.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="76"/>
        <source>the winner cannot get fewer VP than the loser.</source>
        <translation>the winner cannot get fewer VP than the loser.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="79"/>
        <source>The first row (a near draw) must give 10-10.</source>
        <translation>The first row (a near draw) must give 10-10.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="82"/>
        <source>a wider MP difference cannot give the winner fewer VP than the row above.</source>
        <translation>a wider MP difference cannot give the winner fewer VP than the row above.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="86"/>
        <source>No row gives those VP.</source>
        <translation>No row gives those VP.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="144"/>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="349"/>
        <source>Victory point table</source>
        <translation>Victory point table</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="148"/>
        <source>e.g. Club 2 hands</source>
        <translation>e.g. Club 2 hands</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="153"/>
        <source>Keep these rows</source>
        <translation>Keep these rows</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="160"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="161"/>
        <source>&amp;Hands per round:</source>
        <translation>&amp;Hands per round:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="162"/>
        <source>&amp;Copy rows from:</source>
        <translation>&amp;Copy rows from:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="167"/>
        <source>From MP difference</source>
        <translation>From MP difference</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="168"/>
        <source>To</source>
        <translation>To</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="169"/>
        <source>Winner VP</source>
        <translation>Winner VP</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="170"/>
        <source>Loser VP</source>
        <translation>Loser VP</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="179"/>
        <source>&amp;Add row</source>
        <translation>&amp;Add row</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="181"/>
        <source>&amp;Remove row</source>
        <translation>&amp;Remove row</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="204"/>
        <source>Each row gives the VP for an MP difference from its first figure up to where the next row starts; the last row has no end.</source>
        <translation>Each row gives the VP for an MP difference from its first figure up to where the next row starts; the last row has no end.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="318"/>
        <source>Give the table a name.</source>
        <translation>Give the table a name.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="333"/>
        <source>and over</source>
        <translation>and over</translation>
    </message>
</context>
<context>
    <name>ServerBanner</name>
    <message>
        <location filename="../../tournament_app/ui/other_stations.py" line="1"/>
        <source>The database {0} cannot be read: trying again every few seconds. What is shown may be out of date; nothing typed is lost.</source>
        <translation>The database {0} cannot be read: trying again every few seconds. What is shown may be out of date; nothing typed is lost.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/other_stations.py" line="1"/>
        <source>Server {0} not reachable: reconnecting… What is shown may be out of date; check the network and that the server computer is on.</source>
        <translation>Server {0} not reachable: reconnecting… What is shown may be out of date; check the network and that the server computer is on.</translation>
    </message>
</context>
<context>
    <name>ResultQuestions</name>
    <message>
        <location filename="../../tournament_app/ui/result_questions.py" line="1"/>
        <source>Round {0}, table {1} already has NS {2} — EW {3}. Replace with NS {4} — EW {5}?</source>
        <translation>Round {0}, table {1} already has NS {2} — EW {3}. Replace with NS {4} — EW {5}?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/result_questions.py" line="1"/>
        <source>Remove the result of round {0}, table {1} ({2}–{3})?</source>
        <translation>Remove the result of round {0}, table {1} ({2}–{3})?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/result_questions.py" line="1"/>
        <source>Round {0}, table {1}: {2}.</source>
        <translation>Round {0}, table {1}: {2}.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/result_questions.py" line="1"/>
        <source>Save it anyway?</source>
        <translation>Save it anyway?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/result_questions.py" line="1"/>
        <source>Round {0}, table {1}: which line forfeits the turno?</source>
        <translation>Round {0}, table {1}: which line forfeits the turno?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/result_questions.py" line="1"/>
        <source>Round {0}, table {1}: {2}</source>
        <translation>Round {0}, table {1}: {2}</translation>
    </message>
</context>
<context>
    <name>RoundInPlayBanner</name>
    <message>
        <location filename="../../tournament_app/ui/round_in_play.py" line="1"/>
        <source>You are correcting round {0}; the round in play is {1}.</source>
        <translation>You are correcting round {0}; the round in play is {1}.</translation>
    </message>
</context>
<context>
    <name>ServerStart</name>
    <message>
        <location filename="../../tournament_app/ui/server_start.py" line="1"/>
        <source>&amp;Retry</source>
        <translation>&amp;Retry</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/server_start.py" line="1"/>
        <source>&amp;Open another database…</source>
        <translation>&amp;Open another database…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/server_start.py" line="1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/server_start.py" line="1"/>
        <source>Open another database</source>
        <translation>Open another database</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/server_start.py" line="1"/>
        <source>Torneo databases (*.sqlite3 *.db);;All files (*)</source>
        <translation>Torneo databases (*.sqlite3 *.db);;All files (*)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/server_start.py" line="1"/>
        <source>Torneo does not open another database in its place: the evening&apos;s results are on the server. Try again once the server is on, or choose another database.</source>
        <translation>Torneo does not open another database in its place: the evening&apos;s results are on the server. Try again once the server is on, or choose another database.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/server_start.py" line="1"/>
        <source>Waiting for the server {0}: {1} Trying again every few seconds; this screen shows the tournament as soon as the server answers.</source>
        <translation>Waiting for the server {0}: {1} Trying again every few seconds; this screen shows the tournament as soon as the server answers.</translation>
    </message>
</context>
<context>
    <name>InHandChoice</name>
    <message>
        <location filename="../../tournament_app/ui/in_hand_choice.py" line="23"/>
        <source>Chiusura in mano: a player goes out laying all 13 cards at once, not having opened before. FISCA&apos;s rule doubles the penalty of those who had opened; a player who had not opened pays a flat 100. The house doubling doubles every penalty, a player who had not opened too (200, or the cards held twice).</source>
        <translation>Chiusura in mano: a player goes out laying all 13 cards at once, not having opened before. FISCA&apos;s rule doubles the penalty of those who had opened; a player who had not opened pays a flat 100. The house doubling doubles every penalty, a player who had not opened too (200, or the cards held twice).</translation>
    </message>
</context>
<context>
    <name>FederationExport</name>
    <message>
        <source>Federation file…</source>
        <translation>Federation file…</translation>
    </message>
    <message>
        <source>The results for the federation, a row per player with the tessera: CSV, Excel or JSON</source>
        <translation>The results for the federation, a row per player with the tessera: CSV, Excel or JSON</translation>
    </message>
    <message>
        <source>CSV for Excel (*.csv);;Excel (*.xlsx);;JSON (*.json)</source>
        <translation>CSV for Excel (*.csv);;Excel (*.xlsx);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Results for the federation</source>
        <translation>Results for the federation</translation>
    </message>
    <message>
        <source>federation</source>
        <translation>federation</translation>
    </message>
    <message>
        <source>Saved: {0}</source>
        <translation>Saved: {0}</translation>
    </message>
    <message>
        <source>The tournament is not marked finished, so the file says it is provisional (&quot;provvisoria&quot;). Save it again once the tournament is finished.</source>
        <translation>The tournament is not marked finished, so the file says it is provisional (&quot;provvisoria&quot;). Save it again once the tournament is finished.</translation>
    </message>
</context>
<context>
    <name>MembersImport</name>
    <message>
        <source>Import &amp;members…</source>
        <translation>Import &amp;members…</translation>
    </message>
    <message>
        <source>Replace the member list (Tessera, Surname, Name, Club, Category, Valid until) with the federation&apos;s or the club&apos;s file; entries with a tessera missing, unknown or expired are then flagged in Registration</source>
        <translation>Replace the member list (Tessera, Surname, Name, Club, Category, Valid until) with the federation&apos;s or the club&apos;s file; entries with a tessera missing, unknown or expired are then flagged in Registration</translation>
    </message>
    <message>
        <source>Import members</source>
        <translation>Import members</translation>
    </message>
    <message>
        <source>Spreadsheets (*.xlsx *.xlsm *.csv *.txt);;All files (*)</source>
        <translation>Spreadsheets (*.xlsx *.xlsm *.csv *.txt);;All files (*)</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>Reading {0}…</translation>
    </message>
    <message>
        <source>Line {0}: {1}</source>
        <translation>Line {0}: {1}</translation>
    </message>
    <message>
        <source>Nothing was imported: the member list is as it was. Correct these lines in the file and try again:</source>
        <translation>Nothing was imported: the member list is as it was. Correct these lines in the file and try again:</translation>
    </message>
    <message>
        <source>Member list imported: {0} members. The Registration page flags the entries to check.</source>
        <translation>Member list imported: {0} members. The Registration page flags the entries to check.</translation>
    </message>
</context>
<context>
    <name>HallDialog</name>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="48"/>
        <source>Hall service</source>
        <translation>Hall service</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="53"/>
        <source>The players follow their tables, the standings and the results on their phones, on the club&apos;s network. Nothing can be changed there; only where the tournament has table entry on, the tables enter their results with their table&apos;s code.</source>
        <translation>The players follow their tables, the standings and the results on their phones, on the club&apos;s network. Nothing can be changed there; only where the tournament has table entry on, the tables enter their results with their table&apos;s code.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="1"/>
        <source>Print the table cards with the tables&apos; codes…</source>
        <translation>Print the table cards with the tables&apos; codes…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="1"/>
        <source>Print the scoresheets with the tables&apos; codes…</source>
        <translation>Print the scoresheets with the tables&apos; codes…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="1"/>
        <source>Scoresheets</source>
        <translation>Scoresheets</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="1"/>
        <source>scoresheets with codes</source>
        <translation>scoresheets with codes</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="1"/>
        <source>No round published yet: publish one on the Rounds page.</source>
        <translation>No round published yet: publish one on the Rounds page.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="1"/>
        <source>Table cards</source>
        <translation>Table cards</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="1"/>
        <source>table codes</source>
        <translation>table codes</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="1"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="62"/>
        <source>any free port</source>
        <translation>any free port</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="63"/>
        <source>Reachable from the club&apos;s network (Wi-Fi)</source>
        <translation>Reachable from the club&apos;s network (Wi-Fi)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="65"/>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="165"/>
        <source>Start the hall service</source>
        <translation>Start the hall service</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="77"/>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="100"/>
        <source>Open a tournament first: the hall shows one tournament.</source>
        <translation>Open a tournament first: the hall shows one tournament.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="106"/>
        <source>Starting…</source>
        <translation>Starting…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="150"/>
        <source>The hall service cannot listen on port {port} ({reason}): choose another port, or close the program using it.</source>
        <translation>The hall service cannot listen on port {port} ({reason}): choose another port, or close the program using it.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="155"/>
        <source>The hall service could not start: {error}</source>
        <translation>The hall service could not start: {error}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="165"/>
        <source>Stop the hall service</source>
        <translation>Stop the hall service</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="170"/>
        <source>The hall service is off.</source>
        <translation>The hall service is off.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="176"/>
        <source>On, showing «{name}»: players open this address in their phone&apos;s browser, or scan the code.</source>
        <translation>On, showing «{name}»: players open this address in their phone&apos;s browser, or scan the code.</translation>
    </message>
</context>
<context>
    <name>RoundsCalendar</name>
    <message>
        <location filename="../../tournament_app/ui/rounds/calendar.py" line="17"/>
        <source>Calendar of the groups</source>
        <translation>Calendar of the groups</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/calendar.py" line="28"/>
        <source>Write a PDF of every round&apos;s tables with their group, and open it to print</source>
        <translation>Write a PDF of every round&apos;s tables with their group, and open it to print</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/calendar.py" line="53"/>
        <source>calendar</source>
        <translation>calendar</translation>
    </message>
</context>
<context>
    <name>BurracoAmounts</name>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="24"/>
        <source>Closing bonus</source>
        <translation>Closing bonus</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="25"/>
        <source>Pozzetto not taken</source>
        <translation>Pozzetto not taken</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="27"/>
        <source>Burraco reale</source>
        <translation>Burraco reale</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="28"/>
        <source>Super burraco</source>
        <translation>Super burraco</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="32"/>
        <source>closing</source>
        <translation>closing</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="33"/>
        <source>pozzetto not taken</source>
        <translation>pozzetto not taken</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="34"/>
        <source>reale</source>
        <translation>reale</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="35"/>
        <source>super</source>
        <translation>super</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="41"/>
        <source>Bra&amp;zilian: a burraco in the trump suit counts double (400 / 300 / 200)</source>
        <translation>Bra&amp;zilian: a burraco in the trump suit counts double (400 / 300 / 200)</translation>
    </message>
</context>
<context>
    <name>BurracoSeatingRules</name>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="135"/>
        <source>Danese: each pair takes the line it did not have last &amp;time</source>
        <translation>Danese: each pair takes the line it did not have last &amp;time</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="137"/>
        <source>Off: the pair higher in the standings sits NS.</source>
        <translation>Off: the pair higher in the standings sits NS.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="139"/>
        <source>Keep pairs of the same &amp;club apart (same line in the first round)</source>
        <translation>Keep pairs of the same &amp;club apart (same line in the first round)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="143"/>
        <source>Pairs whose players play for one club are put on the same line where the line sizes allow: they do not meet in the first round nor in a Mitchell that follows. A Danese keeps them apart where it can without a rematch; the round check names a meeting it could not avoid.</source>
        <translation>Pairs whose players play for one club are put on the same line where the line sizes allow: they do not meet in the first round nor in a Mitchell that follows. A Danese keeps them apart where it can without a rematch; the round check names a meeting it could not avoid.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="1"/>
        <source>Never (with an odd count a pair has the bye)</source>
        <translation>Never (with an odd count a pair has the bye)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="1"/>
        <source>When the count needs it (a table of three instead of a bye)</source>
        <translation>When the count needs it (a table of three instead of a bye)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="1"/>
        <source>Always (as many tables of three as possible)</source>
        <translation>Always (as many tables of three as possible)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="1"/>
        <source>Three pairs at a table, three packs (162 cards), three pozzetti of 11, the pozzetto only after a first burraco. Seated by the draw or the Danese; a Mitchell, a round robin or gironi cannot seat them.</source>
        <translation>Three pairs at a table, three packs (162 cards), three pozzetti of 11, the pozzetto only after a first burraco. Seated by the draw or the Danese; a Mitchell, a round robin or gironi cannot seat them.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="1"/>
        <source>Average of the two conversions, a half up</source>
        <translation>Average of the two conversions, a half up</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="1"/>
        <source>Average of the two conversions, a half down</source>
        <translation>Average of the two conversions, a half down</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="1"/>
        <source>Sum of the two conversions (up to 40 VP)</source>
        <translation>Sum of the two conversions (up to 40 VP)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="1"/>
        <source>Each pair&apos;s total against each of the other two, converted by the VP table.</source>
        <translation>Each pair&apos;s total against each of the other two, converted by the VP table.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="1"/>
        <source>Tables of th&amp;ree pairs:</source>
        <translation>Tables of th&amp;ree pairs:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="1"/>
        <source>VP at a t&amp;able of three:</source>
        <translation>VP at a t&amp;able of three:</translation>
    </message>
</context>
<context>
    <name>Scala40Variants</name>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="97"/>
        <source>An ace left alone in hand counts &amp;1</source>
        <translation>An ace left alone in hand counts &amp;1</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="99"/>
        <source>When the cards left are typed (A): a lone ace counts 1 instead of 11.</source>
        <translation>When the cards left are typed (A): a lone ace counts 1 instead of 11.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="102"/>
        <source>Simpl&amp;ified scoring: 1-15 points count 1, 16-25 count 2, …</source>
        <translation>Simpl&amp;ified scoring: 1-15 points count 1, 16-25 count 2, …</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="105"/>
        <source>A player who had not opened counts 10; the limit is usually 100.</source>
        <translation>A player who had not opened counts 10; the limit is usually 100.</translation>
    </message>
</context>
<context>
    <name>TeamStandingsTable</name>
    <message>
        <location filename="../../tournament_app/ui/standings/team_table.py"/>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/team_table.py"/>
        <source>MP against</source>
        <translation>MP against</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/team_table.py"/>
        <source>MP diff.</source>
        <translation>MP diff.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/team_table.py"/>
        <source>MP for</source>
        <translation>MP for</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/team_table.py"/>
        <source>Matches</source>
        <translation>Matches</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/team_table.py"/>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/team_table.py"/>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/team_table.py"/>
        <source>Team standings</source>
        <translation>Team standings</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/team_table.py"/>
        <source>VP</source>
        <translation>VP</translation>
    </message>
</context>
<context>
    <name>TeamsPanel</name>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>(absent)</source>
        <translation>(absent)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>pair {0}</source>
        <translation>pair {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>{0} players</source>
        <translation>{0} players</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>Add tea&amp;m…</source>
        <translation>Add tea&amp;m…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>Remo&amp;ve team</source>
        <translation>Remo&amp;ve team</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>Remove team</source>
        <translation>Remove team</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>Remove team {0} ({1})? Its pairs stay entered.</source>
        <translation>Remove team {0} ({1})? Its pairs stay entered.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>&amp;Line-up…</source>
        <translation>&amp;Line-up…</translation>
    </message>
</context>
<context>
    <name>TeamDialog</name>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>&amp;Club:</source>
        <translation>&amp;Club:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>&amp;Pairs:</source>
        <translation>&amp;Pairs:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>New team</source>
        <translation>New team</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>Type the pairs' numbers, e.g. 1, 2.</source>
        <translation>Type the pairs' numbers, e.g. 1, 2.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>e.g. 1, 2 (or three pairs: 1, 2, 3)</source>
        <translation>e.g. 1, 2 (or three pairs: 1, 2, 3)</translation>
    </message>
</context>
<context>
    <name>LineUpDialog</name>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>&amp;First table:</source>
        <translation>&amp;First table:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>&amp;Round:</source>
        <translation>&amp;Round:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>&amp;Second table:</source>
        <translation>&amp;Second table:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>Line-up of {0}</source>
        <translation>Line-up of {0}</translation>
    </message>
</context>
<context>
    <name>Scala40PairsFields</name>
    <message>
        <location filename="../../tournament_app/ui/wizard/pairs_fields.py" line="1"/>
        <source>The pair of the player who closes a hand wins it; these many win the match.</source>
        <translation>The pair of the player who closes a hand wins it; these many win the match.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/pairs_fields.py" line="1"/>
        <source>Match points for a win, a draw and a loss: they make the ranking of pairs.</source>
        <translation>Match points for a win, a draw and a loss: they make the ranking of pairs.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/pairs_fields.py" line="1"/>
        <source>Hands that &amp;win a match:</source>
        <translation>Hands that &amp;win a match:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/pairs_fields.py" line="1"/>
        <source>Level &amp;when time is called:</source>
        <translation>Level &amp;when time is called:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/pairs_fields.py" line="1"/>
        <source>Match points (&amp;win, draw, loss):</source>
        <translation>Match points (&amp;win, draw, loss):</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/pairs_fields.py" line="1"/>
        <source>With an odd number of pairs one pair sits out each round: what it gets.</source>
        <translation>With an odd number of pairs one pair sits out each round: what it gets.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/pairs_fields.py" line="1"/>
        <source>A pair&apos;s b&amp;ye is worth:</source>
        <translation>A pair&apos;s b&amp;ye is worth:</translation>
    </message>
</context>
<context>
    <name>ClockBar</name>
    <message>
        <location filename="../../tournament_app/ui/round_clock.py" line="170"/>
        <source>Round {0}: time is up</source>
        <translation>Round {0}: time is up</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_clock.py" line="172"/>
        <source>Round {0}: {1} left</source>
        <translation>Round {0}: {1} left</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_clock.py" line="174"/>
        <source>Round {0}: {1} left (paused)</source>
        <translation>Round {0}: {1} left (paused)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_clock.py" line="180"/>
        <source>Pause the clock</source>
        <translation>Pause the clock</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_clock.py" line="180"/>
        <source>Start the clock</source>
        <translation>Start the clock</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_clock.py" line="182"/>
        <source>Reset</source>
        <translation>Reset</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_clock.py" line="183"/>
        <source> min</source>
        <translation> min</translation>
    </message>
</context>
<context>
    <name>HallAddressPanel</name>
    <message>
        <location filename="../../tournament_app/ui/projector/hall_address.py" line="61"/>
        <source>Your table, the standings and the results on your phone:</source>
        <translation>Your table, the standings and the results on your phone:</translation>
    </message>
</context>
</TS>
