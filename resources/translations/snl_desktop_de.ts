<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de">
<context>
    <name>Analysis</name>
    <message>
        <source>the analysis is for 1 to {most} players, not {players}</source>
        <translation>die Analyse gilt für 1 bis {most} Spieler, nicht für {players}</translation>
    </message>
    <message>
        <source>the exact analysis takes boards of up to {most} squares (200×200); this one has {size}</source>
        <translation>die genaue Analyse nimmt Spielbretter mit bis zu {most} Feldern (200×200); dieses hat {size}</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>The figures are worked out for one player under these rules (Board → Properties)</source>
        <translation>Die Kennzahlen gelten für einen Spieler unter diesen Regeln (Spielbrett → Eigenschaften)</translation>
    </message>
    <message>
        <source>Shortest game:</source>
        <translation>Kürzestes Spiel:</translation>
    </message>
    <message>
        <source>The fewest turns a game can take under these rules. A turn can hold up to three throws when a 6 throws again, so it can be fewer than the fewest throws (one die a throw) in the status bar.</source>
        <translation>Die wenigsten Züge, die ein Spiel unter diesen Regeln dauern kann. Wenn eine 6 noch einmal würfeln lässt, hat ein Zug bis zu drei Würfe – daher kann die Zahl kleiner sein als die Mindestzahl an Würfen (ein Würfel pro Wurf) in der Statusleiste.</translation>
    </message>
    <message>
        <source>Half the games end within:</source>
        <translation>Die Hälfte endet nach:</translation>
    </message>
    <message>
        <source>The median: half of one player's games have reached the goal by this turn</source>
        <translation>Der Median: Die Hälfte der Spiele eines Spielers hat bis zu diesem Zug das Ziel erreicht</translation>
    </message>
    <message>
        <source>90% end within:</source>
        <translation>90 % enden nach:</translation>
    </message>
    <message>
        <source>Nine games in ten have reached the goal by this turn</source>
        <translation>Neun von zehn Spielen haben bis zu diesem Zug das Ziel erreicht</translation>
    </message>
    <message>
        <source>Never finishes:</source>
        <translation>Endet nie:</translation>
    </message>
    <message>
        <source>The share of games in which the token is trapped and never reaches the goal</source>
        <translation>Der Anteil der Spiele, in denen die Spielfigur gefangen ist und das Ziel nie erreicht</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>How many take turns: the seats' chances below are for them</source>
        <translation>Wie viele Spieler mitspielen: Für sie gelten die Gewinnchancen der Plätze unten</translation>
    </message>
    <message>
        <source>Chance of winning by seat:</source>
        <translation>Gewinnchance je Platz:</translation>
    </message>
    <message>
        <source>Each seat's chance of being the first to reach the goal (seat 1 throws first)</source>
        <translation>Die Chance jedes Platzes, als Erster das Ziel zu erreichen (Platz 1 würfelt zuerst)</translation>
    </message>
    <message>
        <source>Expected rounds:</source>
        <translation>Erwartete Runden:</translation>
    </message>
    <message>
        <source>How many rounds (every player once) a game lasts on average until somebody wins</source>
        <translation>Wie viele Runden (jeder Spieler einmal) ein Spiel im Schnitt dauert, bis jemand gewinnt</translation>
    </message>
    <message>
        <source>Finished within (turns):</source>
        <translation>Im Ziel nach höchstens (Zügen):</translation>
    </message>
    <message>
        <source>The chance that one player has reached the goal within this many turns</source>
        <translation>Die Chance, dass ein Spieler innerhalb so vieler Züge das Ziel erreicht hat</translation>
    </message>
    <message>
        <source>Show the most likely path on the board</source>
        <translation>Wahrscheinlichsten Weg auf dem Spielbrett zeigen</translation>
    </message>
    <message>
        <source>The turns one player's game follows more often than any other, from the start to the goal</source>
        <translation>Die Züge, denen das Spiel eines Spielers öfter folgt als allen anderen, vom Start bis zum Ziel</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>Regeln: {rules}</translation>
    </message>
    <message numerus="yes">
        <source>boards of up to %n squares are analysed</source>
        <translation>
            <numerusform>Spielbretter mit bis zu %n Feld werden analysiert</numerusform>
            <numerusform>Spielbretter mit bis zu %n Feldern werden analysiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Wird analysiert…</translation>
    </message>
    <message>
        <source>Analysing… {percent}</source>
        <translation>Wird analysiert… {percent}</translation>
    </message>
    <message>
        <source>the analysis failed ({error}); the details are in the log</source>
        <translation>die Analyse ist fehlgeschlagen ({error}); Einzelheiten stehen im Protokoll</translation>
    </message>
    <message>
        <source>No analysis: {why}</source>
        <translation>Keine Analyse: {why}</translation>
    </message>
    <message>
        <source>Not worked out: {why}.</source>
        <translation>Nicht berechnet: {why}.</translation>
    </message>
    <message>
        <source>No path reaches the goal.</source>
        <translation>Kein Weg führt ins Ziel.</translation>
    </message>
    <message numerus="yes">
        <source>Most likely path, %n turn(s): {route}; a game follows it exactly {chance} of the time.</source>
        <translation>
            <numerusform>Wahrscheinlichster Weg, %n Zug: {route}; ein Spiel folgt ihm genau in {chance} der Fälle.</numerusform>
            <numerusform>Wahrscheinlichster Weg, %n Züge: {route}; ein Spiel folgt ihm genau in {chance} der Fälle.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not worked out: a game can fail to finish (a token can be stuck for ever).</source>
        <translation>Nicht berechnet: Ein Spiel kann unvollendet bleiben (eine Spielfigur kann für immer festsitzen).</translation>
    </message>
    <message numerus="yes">
        <source>Not worked out: the board has more than %n squares.</source>
        <translation>
            <numerusform>Nicht berechnet: Das Spielbrett hat mehr als %n Feld.</numerusform>
            <numerusform>Nicht berechnet: Das Spielbrett hat mehr als %n Felder.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not worked out: the games are too long to count.</source>
        <translation>Nicht berechnet: Die Spiele sind zu lang zum Zählen.</translation>
    </message>
</context>
<context>
    <name>Animals</name>
    <message>
        <source>Cat</source>
        <translation>Katze</translation>
    </message>
    <message>
        <source>Dog</source>
        <translation>Hund</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>Hase</translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation>Elefant</translation>
    </message>
    <message>
        <source>Lion</source>
        <translation>Löwe</translation>
    </message>
    <message>
        <source>Owl</source>
        <translation>Eule</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>Fisch</translation>
    </message>
    <message>
        <source>Turtle</source>
        <translation>Schildkröte</translation>
    </message>
    <message>
        <source>Frog</source>
        <translation>Frosch</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Bär</translation>
    </message>
</context>
<context>
    <name>Animation</name>
    <message>
        <source>cannot make a {format} animation: choose GIF or APNG</source>
        <translation>kann keine {format}-Animation erstellen: Wähle GIF oder APNG</translation>
    </message>
    <message>
        <source>cannot write an animation to {suffix}: use .gif, .png or .apng</source>
        <translation>kann keine Animation als {suffix} schreiben: Verwende .gif, .png oder .apng</translation>
    </message>
    <message>
        <source>cannot write an animation to a file with no extension: use .gif, .png or .apng</source>
        <translation>kann keine Animation in eine Datei ohne Endung schreiben: Verwende .gif, .png oder .apng</translation>
    </message>
    <message>
        <source>no step size {step}: choose throw, square or depth</source>
        <translation>keine Schrittgröße {step}: Wähle throw, square oder depth</translation>
    </message>
    <message>
        <source>an animation is {least} to {most} pixels on its longer side, not {size}</source>
        <translation>eine Animation ist an ihrer längeren Seite {least} bis {most} Pixel groß, nicht {size}</translation>
    </message>
    <message>
        <source>an animation plays {least} to {most} frames a second, not {fps}</source>
        <translation>eine Animation zeigt {least} bis {most} Bilder pro Sekunde, nicht {fps}</translation>
    </message>
    <message>
        <source>a {rows}×{cols} board is too large to animate (at most {most} squares, 50×50): export the current frame as a PNG instead</source>
        <translation>ein Spielbrett mit {rows}×{cols} Feldern ist zu groß für eine Animation (höchstens {most} Felder, 50×50): Exportiere stattdessen das aktuelle Bild als PNG</translation>
    </message>
    <message>
        <source>nothing to animate: the range holds no step of the search</source>
        <translation>nichts zu animieren: Der Bereich enthält keinen Schritt der Suche</translation>
    </message>
    <message>
        <source>{frames} at {step} a step; an animation holds at most {most}: choose a larger step (one square or one depth)</source>
        <translation>{frames} bei Schrittgröße „{step}“; eine Animation fasst höchstens {most}: Wähle einen größeren Schritt (ein Feld oder eine Tiefe)</translation>
    </message>
    <message>
        <source>{frames} of up to {size}×{size} pixels are too many to hold at once: choose a smaller size or a larger step</source>
        <translation>{frames} mit bis zu {size}×{size} Pixeln sind zu viele auf einmal: Wähle eine kleinere Größe oder einen größeren Schritt</translation>
    </message>
    <message>
        <source>cannot export a frame to .{suffix}: use .png or .svg</source>
        <translation>kann kein Bild als .{suffix} exportieren: Verwende .png oder .svg</translation>
    </message>
    <message>
        <source>cannot export a frame to a file with no extension: use .png or .svg</source>
        <translation>kann kein Bild in eine Datei ohne Endung exportieren: Verwende .png oder .svg</translation>
    </message>
    <message>
        <source>a {rows}×{cols} board is too large to show the search</source>
        <translation>ein Spielbrett mit {rows}×{cols} Feldern ist zu groß, um die Suche zu zeigen</translation>
    </message>
    <message>
        <source>Breadth-first search</source>
        <translation>Breitensuche</translation>
    </message>
</context>
<context>
    <name>AnimationDialog</name>
    <message>
        <source>Export Animation</source>
        <translation>Animation exportieren</translation>
    </message>
    <message>
        <source>Animated GIF (plays everywhere)</source>
        <translation>Animiertes GIF (läuft überall)</translation>
    </message>
    <message>
        <source>Animated PNG (APNG, smaller)</source>
        <translation>Animiertes PNG (APNG, kleiner)</translation>
    </message>
    <message>
        <source>This step as a PNG picture</source>
        <translation>Dieser Schritt als PNG-Bild</translation>
    </message>
    <message>
        <source>This step as an SVG drawing</source>
        <translation>Dieser Schritt als SVG-Zeichnung</translation>
    </message>
    <message>
        <source>{board} — search</source>
        <translation>{board} – Suche</translation>
    </message>
    <message>
        <source>search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>Animated GIF (*.gif)</source>
        <translation>Animiertes GIF (*.gif)</translation>
    </message>
    <message>
        <source>Animated PNG (*.png *.apng)</source>
        <translation>Animiertes PNG (*.png *.apng)</translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>The whole search</source>
        <translation>Die ganze Suche</translation>
    </message>
    <message>
        <source>From the start to the current step ({position} of {total})</source>
        <translation>Vom Anfang bis zum aktuellen Schritt ({position} von {total})</translation>
    </message>
    <message>
        <source> frames a second</source>
        <translation> Bilder pro Sekunde</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>The longer side of the board (the caption adds a strip under it)</source>
        <translation>Die längere Seite des Spielbretts (die Beschriftung fügt darunter einen Streifen an)</translation>
    </message>
    <message>
        <source>Step, what it did and the queue under the board</source>
        <translation>Schritt, was er tat, und die Warteschlange unter dem Spielbrett</translation>
    </message>
    <message>
        <source>A caption strip in every frame, sized to the picture</source>
        <translation>Ein Beschriftungsstreifen in jedem Bild, passend zur Bildgröße</translation>
    </message>
    <message>
        <source>Export:</source>
        <translation>Exportieren:</translation>
    </message>
    <message>
        <source>Range:</source>
        <translation>Bereich:</translation>
    </message>
    <message>
        <source>One frame a step of:</source>
        <translation>Schrittgröße (ein Bild pro Schritt):</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Tempo:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>Caption:</source>
        <translation>Beschriftung:</translation>
    </message>
    <message>
        <source>One picture of the search at step {position} of {total}</source>
        <translation>Ein Bild der Suche bei Schritt {position} von {total}</translation>
    </message>
    <message>
        <source>Saved {name}: the search at step {position}</source>
        <translation>{name} gespeichert: die Suche bei Schritt {position}</translation>
    </message>
    <message>
        <source>Drawing the search…</source>
        <translation>Suche wird gezeichnet…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Saved {name}: {length}, {size} KB</source>
        <translation>{name} gespeichert: {length}, {size} KB</translation>
    </message>
    <message>
        <source>Export cancelled: {name} was not written</source>
        <translation>Export abgebrochen: {name} wurde nicht geschrieben</translation>
    </message>
    <message>
        <source>{name} could not be saved: {reason}. Nothing was changed.</source>
        <translation>{name} konnte nicht gespeichert werden: {reason}. Es wurde nichts geändert.</translation>
    </message>
</context>
<context>
    <name>Announcements</name>
    <message>
        <source>. </source>
        <translation>. </translation>
    </message>
</context>
<context>
    <name>Argparse</name>
    <message>
        <source>usage: </source>
        <translation>Aufruf: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>Positionsargumente</translation>
    </message>
    <message>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>diese Hilfe anzeigen und beenden</translation>
    </message>
    <message>
        <source>show program's version number and exit</source>
        <translation>die Versionsnummer des Programms anzeigen und beenden</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>Argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>can't open '%(filename)s': %(error)s</source>
        <translation>'%(filename)s' kann nicht geöffnet werden: %(error)s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>unbekannte Argumente: %s</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>nicht zusammen mit Argument %s erlaubt</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>explizites Argument %r ignoriert</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>diese Argumente sind erforderlich: %s</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>eines der Argumente %s ist erforderlich</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>erwartet ein Argument</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>erwartet höchstens ein Argument</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>erwartet mindestens ein Argument</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>mehrdeutige Option: %(option)s könnte %(matches)s bedeuten</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>ungültiger %(type)s-Wert: %(value)r</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>ungültige Wahl: %(value)r (wähle aus %(choices)s)</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>cannot lock the autosave folder {folder} (error {code})</source>
        <translation>der Ordner für automatische Sicherungen {folder} kann nicht gesperrt werden (Fehler {code})</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>Autosave failed: {why}. Save your work to keep it.</source>
        <translation>Automatische Sicherung fehlgeschlagen: {why}. Speichere deine Arbeit, um sie zu behalten.</translation>
    </message>
</context>
<context>
    <name>BfsCode</name>
    <message>
        <source>Start: square {square} is at distance 0 and waits in the queue.</source>
        <translation>Start: Feld {square} hat die Entfernung 0 und wartet in der Warteschlange.</translation>
    </message>
    <message>
        <source>The queue is empty and the goal was never found: there is no route.</source>
        <translation>Die Warteschlange ist leer und das Ziel wurde nie gefunden: Es gibt keinen Weg.</translation>
    </message>
    <message>
        <source>The queue is empty. The parent links back from the goal give the route {route}.</source>
        <translation>Die Warteschlange ist leer. Die Vorgänger-Verweise vom Ziel zurück ergeben den Weg {route}.</translation>
    </message>
    <message>
        <source>Square {square} is the goal: no throws from there.</source>
        <translation>Feld {square} ist das Ziel: Von dort wird nicht mehr gewürfelt.</translation>
    </message>
    <message>
        <source>The function has returned {distance}: the goal, square {square}, left the queue. (The full search goes on to find every square's distance.)</source>
        <translation>Die Funktion hat {distance} zurückgegeben: Das Ziel, Feld {square}, hat die Warteschlange verlassen. (Die vollständige Suche läuft weiter, bis sie die Entfernung jedes Feldes kennt.)</translation>
    </message>
    <message>
        <source>Take square {square} from the front of the queue (distance {distance}).</source>
        <translation>Nimm Feld {square} vorne aus der Warteschlange (Entfernung {distance}).</translation>
    </message>
    <message>
        <source>Throw {face} from square {square}: only a 6 brings the token on the board. Not allowed.</source>
        <translation>Wurf {face} von Feld {square}: Nur eine 6 bringt die Spielfigur aufs Spielbrett. Nicht erlaubt.</translation>
    </message>
    <message>
        <source>Throw {face} from square {square} would pass the goal: not allowed.</source>
        <translation>Wurf {face} von Feld {square} ginge über das Ziel hinaus: nicht erlaubt.</translation>
    </message>
    <message>
        <source>Throw {face} from square {square} rests on {rest} (lands on {landed}, {jump}): already found, at distance {distance}.</source>
        <translation>Wurf {face} von Feld {square} endet auf {rest} (landet auf {landed}, {jump}): schon gefunden, Entfernung {distance}.</translation>
    </message>
    <message>
        <source>Throw {face} from square {square} rests on {rest}: already found, at distance {distance}.</source>
        <translation>Wurf {face} von Feld {square} endet auf {rest}: schon gefunden, Entfernung {distance}.</translation>
    </message>
    <message>
        <source>Throw {face} from square {square} rests on {rest} (lands on {landed}, {jump}): new! Distance {distance}, parent {square}, to the back of the queue.</source>
        <translation>Wurf {face} von Feld {square} endet auf {rest} (landet auf {landed}, {jump}): neu! Entfernung {distance}, Vorgänger {square}, hinten in die Warteschlange.</translation>
    </message>
    <message>
        <source>Throw {face} from square {square} rests on {rest}: new! Distance {distance}, parent {square}, to the back of the queue.</source>
        <translation>Wurf {face} von Feld {square} endet auf {rest}: neu! Entfernung {distance}, Vorgänger {square}, hinten in die Warteschlange.</translation>
    </message>
</context>
<context>
    <name>BigDie</name>
    <message>
        <source>Click the die to throw it (or press Space)</source>
        <translation>Klicke auf den Würfel, um zu würfeln (oder drücke Leertaste)</translation>
    </message>
    <message>
        <source>The die, showing {face}</source>
        <translation>Der Würfel zeigt {face}</translation>
    </message>
    <message>
        <source>The die</source>
        <translation>Der Würfel</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>{place}: a jump cannot start on the last square</source>
        <translation>{place}: Ein Sprung kann nicht auf dem letzten Feld beginnen</translation>
    </message>
    <message>
        <source>{place}: {value} is not a whole number</source>
        <translation>{place}: {value} ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>row {row} must be a list of numbers, not {type}</source>
        <translation>Reihe {row} muss eine Liste von Zahlen sein, nicht {type}</translation>
    </message>
    <message>
        <source>jump {start} → {end}: squares must be whole numbers</source>
        <translation>Sprung {start} → {end}: Felder müssen ganze Zahlen sein</translation>
    </message>
    <message>
        <source>a jump starts on square {square}, outside the board (1..{size})</source>
        <translation>ein Sprung beginnt auf Feld {square}, außerhalb des Spielbretts (1..{size})</translation>
    </message>
    <message>
        <source>{place}: the jump ends on square {end}, outside the board (1..{size})</source>
        <translation>{place}: Der Sprung endet auf Feld {end}, außerhalb des Spielbretts (1..{size})</translation>
    </message>
    <message>
        <source>square {square} is not on the board (1..{size})</source>
        <translation>Feld {square} ist nicht auf dem Spielbrett (1..{size})</translation>
    </message>
    <message>
        <source>row {row}, column {col} is not on the {rows}×{cols} board</source>
        <translation>Reihe {row}, Spalte {col} liegt nicht auf dem {rows}×{cols}-Spielbrett</translation>
    </message>
    <message>
        <source>{problem} (and more problems)</source>
        <translation>{problem} (und weitere Probleme)</translation>
    </message>
    <message>
        <source>ladder {start}→{end} does not go up</source>
        <translation>Leiter {start}→{end} führt nicht nach oben</translation>
    </message>
    <message>
        <source>snake {start}→{end} does not go down</source>
        <translation>Schlange {start}→{end} führt nicht nach unten</translation>
    </message>
    <message>
        <source>square {square} starts two jumps ({square}→{first} and {square}→{second})</source>
        <translation>auf Feld {square} beginnen zwei Sprünge ({square}→{first} und {square}→{second})</translation>
    </message>
    <message>
        <source>{cells} cells cannot be laid out as a board of {low} to {high} rows and columns; give rows and cols that multiply to the number of cells</source>
        <translation>{cells} Zellen lassen sich nicht als Spielbrett mit {low} bis {high} Reihen und Spalten anordnen; gib Reihen und Spalten an, deren Produkt die Zahl der Zellen ist</translation>
    </message>
    <message>
        <source>the move array must be a list of cells, not {type}</source>
        <translation>das move-Array muss eine Liste von Zellen sein, nicht {type}</translation>
    </message>
    <message>
        <source>the move array has {cells} cells; it needs 1 to {most}</source>
        <translation>das move-Array hat {cells} Zellen; es braucht 1 bis {most}</translation>
    </message>
    <message>
        <source>cell {cell}: {value} is not a whole number</source>
        <translation>Zelle {cell}: {value} ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>cell {cell}: {value} is neither -1 nor a cell 0..{last}</source>
        <translation>Zelle {cell}: {value} ist weder -1 noch eine Zelle 0..{last}</translation>
    </message>
    <message>
        <source>cell {cell}: a jump cannot start on the last cell</source>
        <translation>Zelle {cell}: Ein Sprung kann nicht auf der letzten Zelle beginnen</translation>
    </message>
    <message>
        <source>ladder {item}: expected two square numbers like "17,7" (digits 0-9 and one comma, no spaces)</source>
        <translation>Leiter {item}: erwartet werden zwei Feldnummern wie "17,7" (Ziffern 0-9 und ein Komma, keine Leerzeichen)</translation>
    </message>
    <message>
        <source>snake {item}: expected two square numbers like "17,7" (digits 0-9 and one comma, no spaces)</source>
        <translation>Schlange {item}: erwartet werden zwei Feldnummern wie "17,7" (Ziffern 0-9 und ein Komma, keine Leerzeichen)</translation>
    </message>
    <message>
        <source>ladder {item}: expected two square numbers like "17,7"</source>
        <translation>Leiter {item}: erwartet werden zwei Feldnummern wie "17,7"</translation>
    </message>
    <message>
        <source>snake {item}: expected two square numbers like "17,7"</source>
        <translation>Schlange {item}: erwartet werden zwei Feldnummern wie "17,7"</translation>
    </message>
    <message>
        <source>the matrix must be a list of rows, not {type}</source>
        <translation>die Matrix muss eine Liste von Reihen sein, nicht {type}</translation>
    </message>
    <message>
        <source>the matrix has {rows} rows; it needs {low} to {high}</source>
        <translation>die Matrix hat {rows} Reihen; sie braucht {low} bis {high}</translation>
    </message>
    <message>
        <source>row 0 has {cols} columns; a board needs {low} to {high}</source>
        <translation>Reihe 0 hat {cols} Spalten; ein Spielbrett braucht {low} bis {high}</translation>
    </message>
    <message>
        <source>row {row} (squares {low}–{high}) has {count} columns, row 0 has {cols}: the matrix must be rectangular</source>
        <translation>Reihe {row} (Felder {low}–{high}) hat {count} Spalten, Reihe 0 hat {cols}: Die Matrix muss rechteckig sein</translation>
    </message>
    <message>
        <source>{place}: {value} is neither -1 nor a square 1..{size}</source>
        <translation>{place}: {value} ist weder -1 noch ein Feld 1..{size}</translation>
    </message>
    <message>
        <source>{name} must be a whole number, not {value}</source>
        <translation>{name} muss eine ganze Zahl sein, nicht {value}</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high}, not {value}</source>
        <translation>{name} muss zwischen {low} und {high} liegen, nicht {value}</translation>
    </message>
    <message>
        <source>square {square} (row {row}, column {col})</source>
        <translation>Feld {square} (Reihe {row}, Spalte {col})</translation>
    </message>
    <message>
        <source>row {row}, column {col} (square {square})</source>
        <translation>Reihe {row}, Spalte {col} (Feld {square})</translation>
    </message>
    <message>
        <source>{rows}×{cols}</source>
        <translation>{rows}×{cols}</translation>
    </message>
    <message>
        <source>{size}, {snakes}, {ladders}</source>
        <translation>{size}, {snakes}, {ladders}</translation>
    </message>
</context>
<context>
    <name>BoardActions</name>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <source>Start a new board</source>
        <translation>Ein neues Spielbrett anfangen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a board file</source>
        <translation>Eine Spielbrett-Datei öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the board</source>
        <translation>Das Spielbrett speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save under another name</source>
        <translation>Unter einem anderen Namen speichern</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>Reload the board from its file</source>
        <translation>Das Spielbrett neu aus seiner Datei laden</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>Open a bare matrix, snakes/ladders lists or a linear move array</source>
        <translation>Eine bloße Matrix, Schlangen-/Leiterlisten oder ein lineares move-Array öffnen</translation>
    </message>
    <message>
        <source>Export as PNG…</source>
        <translation>Als PNG exportieren…</translation>
    </message>
    <message>
        <source>Export as SVG…</source>
        <translation>Als SVG exportieren…</translation>
    </message>
    <message>
        <source>Export as PDF…</source>
        <translation>Als PDF exportieren…</translation>
    </message>
    <message>
        <source>Export Matrix as CSV…</source>
        <translation>Matrix als CSV exportieren…</translation>
    </message>
    <message>
        <source>For a spreadsheet</source>
        <translation>Für eine Tabellenkalkulation</translation>
    </message>
    <message>
        <source>Export Matrix as TSV…</source>
        <translation>Matrix als TSV exportieren…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Print the board</source>
        <translation>Das Spielbrett drucken</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Remove the selected snake or ladder</source>
        <translation>Die ausgewählte Schlange oder Leiter entfernen</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Every key</source>
        <translation>Alle Tasten</translation>
    </message>
    <message>
        <source>&amp;Properties…</source>
        <translation>&amp;Eigenschaften…</translation>
    </message>
    <message>
        <source>The board's name, description and house rules</source>
        <translation>Name, Beschreibung und Hausregeln des Spielbretts</translation>
    </message>
    <message>
        <source>&amp;Generate…</source>
        <translation>Er&amp;zeugen…</translation>
    </message>
    <message>
        <source>A random board with the snakes, ladders and targets you choose</source>
        <translation>Ein Zufallsspielbrett mit den Schlangen, Leitern und Zielwerten deiner Wahl</translation>
    </message>
    <message>
        <source>&amp;Tune…</source>
        <translation>&amp;Feinabstimmen…</translation>
    </message>
    <message>
        <source>Move as few snakes and ladders as it takes to meet your targets</source>
        <translation>So wenige Schlangen und Leitern wie nötig verschieben, um deine Zielwerte zu erreichen</translation>
    </message>
    <message>
        <source>&amp;Compare With…</source>
        <translation>&amp;Vergleichen mit…</translation>
    </message>
    <message>
        <source>This board's figures beside another board's</source>
        <translation>Die Kennzahlen dieses Spielbretts neben denen eines anderen</translation>
    </message>
</context>
<context>
    <name>BoardCounts</name>
    <message numerus="yes">
        <source>%n snake(s)</source>
        <translation>
            <numerusform>%n Schlange</numerusform>
            <numerusform>%n Schlangen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ladder(s)</source>
        <translation>
            <numerusform>%n Leiter</numerusform>
            <numerusform>%n Leitern</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>Regeln: {rules}</translation>
    </message>
    <message>
        <source>Name “{name}”</source>
        <translation>Name „{name}“</translation>
    </message>
    <message>
        <source>Remove the name</source>
        <translation>Namen entfernen</translation>
    </message>
    <message>
        <source>Change a look</source>
        <translation>Aussehen ändern</translation>
    </message>
    <message>
        <source>Change the description</source>
        <translation>Beschreibung ändern</translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation>{file} geöffnet</translation>
    </message>
    <message>
        <source>Board “{name}”</source>
        <translation>Spielbrett „{name}“</translation>
    </message>
    <message>
        <source>New board</source>
        <translation>Neues Spielbrett</translation>
    </message>
</context>
<context>
    <name>BoardFile</name>
    <message>
        <source>the file is larger than {size} MB</source>
        <translation>die Datei ist größer als {size} MB</translation>
    </message>
    <message>
        <source>not a board: expected a JSON object or a matrix, found {type}</source>
        <translation>kein Spielbrett: erwartet wurde ein JSON-Objekt oder eine Matrix, gefunden wurde {type}</translation>
    </message>
    <message>
        <source>not a board file: format is {found}, expected {expected}</source>
        <translation>keine Spielbrett-Datei: Das Format ist {found}, erwartet wurde {expected}</translation>
    </message>
    <message>
        <source>the board file has no valid 'version'</source>
        <translation>die Spielbrett-Datei hat keine gültige 'version'</translation>
    </message>
    <message>
        <source>the board file is version {version}; this app reads version {supported}: please update Snakes &amp; Ladders Studio</source>
        <translation>die Spielbrett-Datei hat Version {version}; diese App liest Version {supported}: Bitte aktualisiere Snakes &amp; Ladders Studio</translation>
    </message>
    <message>
        <source>the matrix is {rows}×{cols} but the file says {file_rows}×{file_cols}</source>
        <translation>die Matrix ist {rows}×{cols}, aber die Datei sagt {file_rows}×{file_cols}</translation>
    </message>
    <message>
        <source>the matrix has {count} rows but the file says rows {said}</source>
        <translation>die Matrix hat {count} Reihen, aber die Datei sagt rows {said}</translation>
    </message>
    <message>
        <source>the matrix has {count} columns but the file says cols {said}</source>
        <translation>die Matrix hat {count} Spalten, aber die Datei sagt cols {said}</translation>
    </message>
    <message>
        <source>'{key}' must be a list like ["17,7"], not {type}</source>
        <translation>'{key}' muss eine Liste wie ["17,7"] sein, nicht {type}</translation>
    </message>
    <message>
        <source>not a board: the JSON object has none of 'format', 'matrix', 'snakes', 'ladders', 'move'</source>
        <translation>kein Spielbrett: Das JSON-Objekt hat keinen der Schlüssel 'format', 'matrix', 'snakes', 'ladders', 'move'</translation>
    </message>
    <message>
        <source>the board's 'name' must be text</source>
        <translation>der 'name' des Spielbretts muss Text sein</translation>
    </message>
    <message>
        <source>the board's 'description' must be text</source>
        <translation>die 'description' des Spielbretts muss Text sein</translation>
    </message>
    <message>
        <source>the board's description is longer than {most} characters</source>
        <translation>die Beschreibung des Spielbretts ist länger als {most} Zeichen</translation>
    </message>
    <message>
        <source>{problem} (and {more} more)</source>
        <translation>{problem} (und {more} weitere)</translation>
    </message>
</context>
<context>
    <name>BoardKeys</name>
    <message>
        <source>Square {square}, ladder to {end}</source>
        <translation>Feld {square}, Leiter nach {end}</translation>
    </message>
    <message>
        <source>Square {square}, snake to {end}</source>
        <translation>Feld {square}, Schlange nach {end}</translation>
    </message>
    <message>
        <source>Square {square}, where the jump from {starts} ends</source>
        <translation>Feld {square}, hier endet der Sprung von {starts}</translation>
    </message>
    <message>
        <source>Square {square}</source>
        <translation>Feld {square}</translation>
    </message>
    <message>
        <source>{words}, the start</source>
        <translation>{words}, der Start</translation>
    </message>
    <message>
        <source>{words}, the goal</source>
        <translation>{words}, das Ziel</translation>
    </message>
    <message>
        <source>From square {square}: the arrows choose the other end, Enter places it, Esc drops it</source>
        <translation>Von Feld {square} aus: Die Pfeiltasten wählen das andere Ende, Enter setzt es, Esc verwirft es</translation>
    </message>
</context>
<context>
    <name>BoardPicture</name>
    <message>
        <source>START</source>
        <translation>START</translation>
    </message>
    <message>
        <source>GOAL</source>
        <translation>ZIEL</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>The board is locked during a game: end the game to edit it.</source>
        <translation>Das Spielbrett ist während eines Spiels gesperrt: Beende das Spiel, um es zu bearbeiten.</translation>
    </message>
    <message>
        <source>dropped off the board: nothing changed</source>
        <translation>neben dem Spielbrett losgelassen: nichts geändert</translation>
    </message>
    <message>
        <source>To place a ladder, drag from the bottom square to the top square.</source>
        <translation>Um eine Leiter zu setzen, ziehe vom unteren Feld zum oberen Feld.</translation>
    </message>
    <message>
        <source>To place a snake, drag from the head to the tail.</source>
        <translation>Um eine Schlange zu setzen, ziehe vom Kopf zum Schwanz.</translation>
    </message>
    <message>
        <source>release to move the ladder {start} → {end}</source>
        <translation>loslassen, um die Leiter {start} → {end} zu verschieben</translation>
    </message>
    <message>
        <source>release to move the snake {start} → {end}</source>
        <translation>loslassen, um die Schlange {start} → {end} zu verschieben</translation>
    </message>
    <message>
        <source>release to place a ladder {start} → {end}</source>
        <translation>loslassen, um eine Leiter {start} → {end} zu setzen</translation>
    </message>
    <message>
        <source>release to place a snake {start} → {end}</source>
        <translation>loslassen, um eine Schlange {start} → {end} zu setzen</translation>
    </message>
    <message>
        <source>release on a square of the board</source>
        <translation>auf einem Feld des Spielbretts loslassen</translation>
    </message>
    <message>
        <source>drag to another square</source>
        <translation>auf ein anderes Feld ziehen</translation>
    </message>
    <message>
        <source>cannot drop here: {reason}</source>
        <translation>kann hier nicht abgelegt werden: {reason}</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>The board</source>
        <translation>Das Spielbrett</translation>
    </message>
    <message>
        <source>Arrow keys move a square cursor; in the Design room L or S starts a ladder or a snake there</source>
        <translation>Die Pfeiltasten bewegen einen Feld-Cursor; im Raum „Entwerfen“ beginnt L oder S dort eine Leiter oder Schlange</translation>
    </message>
</context>
<context>
    <name>Check</name>
    <message>
        <source>board: {value}</source>
        <translation>board: {value}</translation>
    </message>
    <message>
        <source>move: {value}</source>
        <translation>move: {value}</translation>
    </message>
    <message>
        <source>cannot start Python to run the code: {reason}</source>
        <translation>Python kann nicht gestartet werden, um den Code auszuführen: {reason}</translation>
    </message>
    <message>
        <source>syntax error on line {line}: {problem}</source>
        <translation>Syntaxfehler in Zeile {line}: {problem}</translation>
    </message>
    <message>
        <source>the code cannot be compiled: {problem}</source>
        <translation>der Code kann nicht kompiliert werden: {problem}</translation>
    </message>
    <message>
        <source>no function to check: define snakesAndLadders(board) (in class Solution, or on its own), snakes_and_ladders(board), getMinDiceThrows(move, n) or minThrow(N, arr); the code defines: {defined}</source>
        <translation>keine Funktion zum Prüfen: Definiere snakesAndLadders(board) (in class Solution oder allein), snakes_and_ladders(board), getMinDiceThrows(move, n) oder minThrow(N, arr); der Code definiert: {defined}</translation>
    </message>
    <message>
        <source>{name} takes {count} arguments; it should take the board (or the move array and its length)</source>
        <translation>{name} nimmt {count} Argumente; die Funktion sollte das Spielbrett nehmen (oder das move-Array und seine Länge)</translation>
    </message>
    <message>
        <source>the code ran out of memory while it was loaded</source>
        <translation>dem Code ging beim Laden der Speicher aus</translation>
    </message>
    <message>
        <source>the code raised {error} on line {line} while it was loaded: {message}</source>
        <translation>der Code hat beim Laden {error} in Zeile {line} ausgelöst: {message}</translation>
    </message>
    <message>
        <source>the code did not finish loading within {seconds} s (an endless loop?)</source>
        <translation>der Code wurde nicht innerhalb von {seconds} s fertig geladen (eine Endlosschleife?)</translation>
    </message>
    <message>
        <source>the code wrote to the check's own channel while it was loaded</source>
        <translation>der Code hat beim Laden in den eigenen Kanal der Prüfung geschrieben</translation>
    </message>
    <message>
        <source>the Python process stopped while loading the code (exit code {code})</source>
        <translation>der Python-Prozess wurde beim Laden des Codes beendet (Exit-Code {code})</translation>
    </message>
    <message>
        <source>this system gives no sandbox for students' code (Linux 5.13 or newer has one)</source>
        <translation>dieses System bietet keine Sandbox für den Code von Schülern (Linux 5.13 oder neuer hat eine)</translation>
    </message>
    <message>
        <source>this system has no libseccomp (the libseccomp2 package), which keeps students' code off the network and away from other programs</source>
        <translation>auf diesem System fehlt libseccomp (das Paket libseccomp2), das den Code von Schülern vom Netzwerk und von anderen Programmen fernhält</translation>
    </message>
    <message>
        <source>this system's kernel has no Landlock (Linux 5.13 or newer), which keeps students' code away from your files</source>
        <translation>dem Kernel dieses Systems fehlt Landlock (Linux 5.13 oder neuer), das den Code von Schülern von deinen Dateien fernhält</translation>
    </message>
    <message>
        <source>the code was not run: {reason}</source>
        <translation>der Code wurde nicht ausgeführt: {reason}</translation>
    </message>
    <message>
        <source>this is a folder, not a Python file</source>
        <translation>das ist ein Ordner, keine Python-Datei</translation>
    </message>
    <message>
        <source>this is not a regular file (a pipe or a device?)</source>
        <translation>das ist keine normale Datei (eine Pipe oder ein Gerät?)</translation>
    </message>
    <message>
        <source>the file is {size} KB; a solution is at most {most} KB</source>
        <translation>die Datei hat {size} KB; eine Lösung hat höchstens {most} KB</translation>
    </message>
    <message>
        <source>cannot read the file: {reason}</source>
        <translation>die Datei kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>this is not Python source: byte {offset} is not UTF-8 text</source>
        <translation>das ist kein Python-Quelltext: Byte {offset} ist kein UTF-8-Text</translation>
    </message>
    <message>
        <source>this is not Python source: it holds a NUL character</source>
        <translation>das ist kein Python-Quelltext: Er enthält ein NUL-Zeichen</translation>
    </message>
    <message>
        <source>the check itself failed to give board {number} to the code ({reason}); this is not your code's fault</source>
        <translation>die Prüfung selbst konnte dem Code Spielbrett {number} nicht übergeben ({reason}); das liegt nicht an deinem Code</translation>
    </message>
    <message numerus="yes">
        <source>All %n board(s) passed.</source>
        <translation>
            <numerusform>%n Spielbrett geprüft: bestanden.</numerusform>
            <numerusform>Alle %n Spielbretter bestanden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Passed {passed} of %n board(s).</source>
        <translation>
            <numerusform>{passed} von %n Spielbrett bestanden.</numerusform>
            <numerusform>{passed} von %n Spielbrettern bestanden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n board(s) not run.</source>
        <translation>
            <numerusform>Abgebrochen: %n Spielbrett nicht ausgeführt.</numerusform>
            <numerusform>Abgebrochen: %n Spielbretter nicht ausgeführt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after {strikes} boards past a limit: %n board(s) not run.</source>
        <translation>
            <numerusform>Angehalten nach {strikes} Spielbrettern über einer Grenze: %n Spielbrett nicht ausgeführt.</numerusform>
            <numerusform>Angehalten nach {strikes} Spielbrettern über einer Grenze: %n Spielbretter nicht ausgeführt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s)</source>
        <translation>
            <numerusform>%n Wurf</numerusform>
            <numerusform>%n Würfe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong labelling for odd n: the rows turn as on an even board, but square 1 is bottom left and the bottom row always runs left to right: %n board(s)</source>
        <translation>
            <numerusform>Falsche Nummerierung bei ungeradem n: Die Reihen wenden wie auf einem geraden Spielbrett, aber Feld 1 liegt unten links und die unterste Reihe läuft immer von links nach rechts: %n Spielbrett</numerusform>
            <numerusform>Falsche Nummerierung bei ungeradem n: Die Reihen wenden wie auf einem geraden Spielbrett, aber Feld 1 liegt unten links und die unterste Reihe läuft immer von links nach rechts: %n Spielbretter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong labelling for even n: the rows turn as on an odd board, but square 1 is bottom left and the bottom row always runs left to right: %n board(s)</source>
        <translation>
            <numerusform>Falsche Nummerierung bei geradem n: Die Reihen wenden wie auf einem ungeraden Spielbrett, aber Feld 1 liegt unten links und die unterste Reihe läuft immer von links nach rechts: %n Spielbrett</numerusform>
            <numerusform>Falsche Nummerierung bei geradem n: Die Reihen wenden wie auf einem ungeraden Spielbrett, aber Feld 1 liegt unten links und die unterste Reihe läuft immer von links nach rechts: %n Spielbretter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong labelling: every row is read left to right, but the rows alternate (boustrophedon): %n board(s)</source>
        <translation>
            <numerusform>Falsche Nummerierung: Jede Reihe wird von links nach rechts gelesen, aber die Reihen wechseln die Richtung (Schlangenlinie, Boustrophedon): %n Spielbrett</numerusform>
            <numerusform>Falsche Nummerierung: Jede Reihe wird von links nach rechts gelesen, aber die Reihen wechseln die Richtung (Schlangenlinie, Boustrophedon): %n Spielbretter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong labelling: square 1 is taken at the top left, but it is at the bottom left (row n - 1, column 0): %n board(s)</source>
        <translation>
            <numerusform>Falsche Nummerierung: Feld 1 wird oben links genommen, liegt aber unten links (Reihe n - 1, Spalte 0): %n Spielbrett</numerusform>
            <numerusform>Falsche Nummerierung: Feld 1 wird oben links genommen, liegt aber unten links (Reihe n - 1, Spalte 0): %n Spielbretter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Following a chain: a snake or ladder is taken after another in the same throw, but only the first one is taken: %n board(s)</source>
        <translation>
            <numerusform>Einer Kette gefolgt: Nach einer Schlange oder Leiter wird im selben Wurf noch eine genommen, aber nur die erste zählt: %n Spielbrett</numerusform>
            <numerusform>Einer Kette gefolgt: Nach einer Schlange oder Leiter wird im selben Wurf noch eine genommen, aber nur die erste zählt: %n Spielbretter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Off by one at the goal: a throw never lands on the last square itself (only a ladder reaches it; check the end of the range of throws): %n board(s)</source>
        <translation>
            <numerusform>Off-by-one-Fehler am Ziel: Ein Wurf landet nie auf dem letzten Feld selbst (nur eine Leiter erreicht es; prüfe das Ende des Wurfbereichs): %n Spielbrett</numerusform>
            <numerusform>Off-by-one-Fehler am Ziel: Ein Wurf landet nie auf dem letzten Feld selbst (nur eine Leiter erreicht es; prüfe das Ende des Wurfbereichs): %n Spielbretter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Off by one in the throws: the die goes only from 1 to 5 (range(1, 6) leaves 6 out? it is range(1, 7)): %n board(s)</source>
        <translation>
            <numerusform>Off-by-one-Fehler bei den Würfen: Der Würfel geht nur von 1 bis 5 (lässt range(1, 6) die 6 aus? Richtig ist range(1, 7)): %n Spielbrett</numerusform>
            <numerusform>Off-by-one-Fehler bei den Würfen: Der Würfel geht nur von 1 bis 5 (lässt range(1, 6) die 6 aus? Richtig ist range(1, 7)): %n Spielbretter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Off by one at the goal: the answer is one throw too many: %n board(s)</source>
        <translation>
            <numerusform>Off-by-one-Fehler am Ziel: Die Antwort ist ein Wurf zu viel: %n Spielbrett</numerusform>
            <numerusform>Off-by-one-Fehler am Ziel: Die Antwort ist ein Wurf zu viel: %n Spielbretter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Off by one at the goal: the answer is one throw too few: %n board(s)</source>
        <translation>
            <numerusform>Off-by-one-Fehler am Ziel: Die Antwort ist ein Wurf zu wenig: %n Spielbrett</numerusform>
            <numerusform>Off-by-one-Fehler am Ziel: Die Antwort ist ein Wurf zu wenig: %n Spielbretter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The goal cannot be reached on these boards, and the answer must then be -1: %n board(s)</source>
        <translation>
            <numerusform>Auf diesen Spielbrettern ist das Ziel unerreichbar, dann muss die Antwort -1 sein: %n Spielbrett</numerusform>
            <numerusform>Auf diesen Spielbrettern ist das Ziel unerreichbar, dann muss die Antwort -1 sein: %n Spielbretter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{error} raised: {message}: %n board(s)</source>
        <translation>
            <numerusform>{error} ausgelöst: {message}: %n Spielbrett</numerusform>
            <numerusform>{error} ausgelöst: {message}: %n Spielbretter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{error} raised on line {line}: {message}: %n board(s)</source>
        <translation>
            <numerusform>{error} ausgelöst in Zeile {line}: {message}: %n Spielbrett</numerusform>
            <numerusform>{error} ausgelöst in Zeile {line}: {message}: %n Spielbretter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not a whole number returned (e.g. {value}): %n board(s)</source>
        <translation>
            <numerusform>Keine ganze Zahl zurückgegeben (z. B. {value}): %n Spielbrett</numerusform>
            <numerusform>Keine ganze Zahl zurückgegeben (z. B. {value}): %n Spielbretter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ran past the time limit of {seconds} s (an endless loop?): %n board(s)</source>
        <translation>
            <numerusform>Zeitlimit von {seconds} s überschritten (eine Endlosschleife?): %n Spielbrett</numerusform>
            <numerusform>Zeitlimit von {seconds} s überschritten (eine Endlosschleife?): %n Spielbretter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ran out of memory (the limit is {size} MB): %n board(s)</source>
        <translation>
            <numerusform>Speicher ausgegangen (das Limit ist {size} MB): %n Spielbrett</numerusform>
            <numerusform>Speicher ausgegangen (das Limit ist {size} MB): %n Spielbretter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Python process running the code stopped (exit code {code}): %n board(s)</source>
        <translation>
            <numerusform>Der Python-Prozess, der den Code ausführt, wurde beendet (Exit-Code {code}): %n Spielbrett</numerusform>
            <numerusform>Der Python-Prozess, der den Code ausführt, wurde beendet (Exit-Code {code}): %n Spielbretter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote to the check's own channel instead of returning (a forged or malformed answer): %n board(s)</source>
        <translation>
            <numerusform>In den eigenen Kanal der Prüfung geschrieben, statt eine Antwort zurückzugeben (gefälscht oder fehlerhaft): %n Spielbrett</numerusform>
            <numerusform>In den eigenen Kanal der Prüfung geschrieben, statt eine Antwort zurückzugeben (gefälscht oder fehlerhaft): %n Spielbretter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong answer (no common mistake recognised): %n board(s)</source>
        <translation>
            <numerusform>Falsche Antwort (kein bekannter typischer Fehler): %n Spielbrett</numerusform>
            <numerusform>Falsche Antwort (kein bekannter typischer Fehler): %n Spielbretter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n board(s) where the goal cannot be reached</source>
        <translation>
            <numerusform>%n Spielbrett, auf dem das Ziel unerreichbar ist</numerusform>
            <numerusform>%n Spielbretter, auf denen das Ziel unerreichbar ist</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checked on %n board(s) of 30 squares in GeeksforGeeks' practice form; left out {unreachable}, which that problem never asks.</source>
        <translation>
            <numerusform>Geprüft auf %n Spielbrett mit 30 Feldern in der Übungsform von GeeksforGeeks; ausgelassen: {unreachable}, die diese Aufgabe nie stellt.</numerusform>
            <numerusform>Geprüft auf %n Spielbrettern mit 30 Feldern in der Übungsform von GeeksforGeeks; ausgelassen: {unreachable}, die diese Aufgabe nie stellt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checked on %n board(s) in GeeksforGeeks' form; left out {unreachable}, which that problem never asks.</source>
        <translation>
            <numerusform>Geprüft auf %n Spielbrett in der Form von GeeksforGeeks; ausgelassen: {unreachable}, die diese Aufgabe nie stellt.</numerusform>
            <numerusform>Geprüft auf %n Spielbrettern in der Form von GeeksforGeeks; ausgelassen: {unreachable}, die diese Aufgabe nie stellt.</numerusform>
        </translation>
    </message>
    <message>
        <source>given the LeetCode 909 matrix</source>
        <translation>mit der Matrix von LeetCode 909</translation>
    </message>
    <message>
        <source>given GeeksforGeeks' practice form (N snakes and ladders, arr their start and end squares 1..30)</source>
        <translation>in der Übungsform von GeeksforGeeks übergeben (N Schlangen und Leitern, arr ihre Anfangs- und Endfelder 1..30)</translation>
    </message>
    <message>
        <source>given the 0-based move array (cell = square - 1)</source>
        <translation>mit dem 0-basierten move-Array (Zelle = Feld - 1)</translation>
    </message>
    <message>
        <source>{call} in class Solution, {given}</source>
        <translation>{call} in class Solution, {given}</translation>
    </message>
    <message>
        <source>{call}, {given}</source>
        <translation>{call}, {given}</translation>
    </message>
    <message>
        <source>N, arr: {value}</source>
        <translation>N, arr: {value}</translation>
    </message>
    <message>
        <source>{value} (the goal cannot be reached)</source>
        <translation>{value} (das Ziel ist unerreichbar)</translation>
    </message>
    <message>
        <source>returned {value}, not a whole number</source>
        <translation>gab {value} zurück, keine ganze Zahl</translation>
    </message>
    <message>
        <source>raised {error}: {message}</source>
        <translation>löste {error} aus: {message}</translation>
    </message>
    <message>
        <source>raised {error} on line {line}: {message}</source>
        <translation>löste {error} in Zeile {line} aus: {message}</translation>
    </message>
    <message>
        <source>no answer within {seconds} s (an endless loop?)</source>
        <translation>keine Antwort innerhalb von {seconds} s (eine Endlosschleife?)</translation>
    </message>
    <message>
        <source>ran out of memory (over {size} MB)</source>
        <translation>Speicher ausgegangen (über {size} MB)</translation>
    </message>
    <message>
        <source>its Python process stopped (exit code {code})</source>
        <translation>sein Python-Prozess wurde beendet (Exit-Code {code})</translation>
    </message>
    <message>
        <source>wrote to the check's own channel instead of returning an answer</source>
        <translation>schrieb in den eigenen Kanal der Prüfung, statt eine Antwort zurückzugeben</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>a published example</source>
        <translation>ein veröffentlichtes Beispiel</translation>
    </message>
    <message>
        <source>no snakes or ladders</source>
        <translation>keine Schlangen oder Leitern</translation>
    </message>
    <message>
        <source>a ladder to the goal</source>
        <translation>eine Leiter ins Ziel</translation>
    </message>
    <message>
        <source>a chain: a jump ends where another starts</source>
        <translation>eine Kette: Ein Sprung endet, wo ein anderer beginnt</translation>
    </message>
    <message>
        <source>the goal cannot be reached</source>
        <translation>das Ziel ist unerreichbar</translation>
    </message>
    <message>
        <source>the numbering of the squares matters</source>
        <translation>die Nummerierung der Felder ist wichtig</translation>
    </message>
    <message>
        <source>random snakes and ladders</source>
        <translation>zufällige Schlangen und Leitern</translation>
    </message>
    <message>
        <source>Board {number} of {total}: {rows}×{cols}, {kind}</source>
        <translation>Spielbrett {number} von {total}: {rows}×{cols}, {kind}</translation>
    </message>
    <message>
        <source>The smallest failing board</source>
        <translation>Das kleinste fehlgeschlagene Spielbrett</translation>
    </message>
    <message>
        <source>Expected: {answer}</source>
        <translation>Erwartet: {answer}</translation>
    </message>
    <message>
        <source>Your code: {outcome}</source>
        <translation>Dein Code: {outcome}</translation>
    </message>
    <message>
        <source>Right route: none (the goal cannot be reached)</source>
        <translation>Richtiger Weg: keiner (das Ziel ist unerreichbar)</translation>
    </message>
    <message>
        <source>Right route: {route}</source>
        <translation>Richtiger Weg: {route}</translation>
    </message>
    <message>
        <source>{value} ms</source>
        <translation>{value} ms</translation>
    </message>
    <message>
        <source>Correct but slow: {mine} a board against {reference} for a plain breadth-first search on the same boards ({times}× as long; flagged past {factor}× and {floor} a board).</source>
        <translation>Richtig, aber langsam: {mine} pro Spielbrett gegenüber {reference} für eine einfache Breitensuche auf denselben Spielbrettern ({times}× so lange; markiert ab {factor}× und {floor} pro Spielbrett).</translation>
    </message>
    <message>
        <source>Slow: {mine} a board against {reference} for a plain breadth-first search on the same boards ({times}× as long; flagged past {factor}× and {floor} a board).</source>
        <translation>Langsam: {mine} pro Spielbrett gegenüber {reference} für eine einfache Breitensuche auf denselben Spielbrettern ({times}× so lange; markiert ab {factor}× und {floor} pro Spielbrett).</translation>
    </message>
    <message>
        <source>Limits: {seconds} s a board; {size} MB of memory (on Linux and macOS).</source>
        <translation>Grenzen: {seconds} s pro Spielbrett; {size} MB Speicher (unter Linux und macOS).</translation>
    </message>
    <message>
        <source>Protection: a sandbox. The code cannot read or change your files, use the network, start programs or touch other programs; it can write only in a folder of its own that is deleted afterwards.</source>
        <translation>Schutz: eine Sandbox. Der Code kann deine Dateien weder lesen noch ändern, nicht auf das Netzwerk zugreifen, keine Programme starten und nicht in andere Programme eingreifen; schreiben kann er nur in einen eigenen Ordner, der danach gelöscht wird.</translation>
    </message>
    <message>
        <source>Protection: none. The code ran with your own rights: it could read and change your files, use the network and start programs.</source>
        <translation>Schutz: keiner. Der Code lief mit deinen eigenen Rechten: Er konnte deine Dateien lesen und ändern, auf das Netzwerk zugreifen und Programme starten.</translation>
    </message>
    <message>
        <source>Protection: none on this system: {reason}. The check is refused unless you choose to run without protection.</source>
        <translation>Schutz: keiner auf diesem System: {reason}. Die Prüfung wird abgelehnt, es sei denn, du entscheidest dich, den Code ohne Schutz auszuführen.</translation>
    </message>
    <message>
        <source>Run without protection: the code runs with your own rights and can read and change your files, use the network and start programs. Only for code you trust.</source>
        <translation>Ohne Schutz ausführen: Der Code läuft mit deinen eigenen Rechten und kann deine Dateien lesen und ändern, auf das Netzwerk zugreifen und Programme starten. Nur für Code, dem du vertraust.</translation>
    </message>
</context>
<context>
    <name>CheckDialog</name>
    <message>
        <source>Check My Code</source>
        <translation>Meinen Code prüfen</translation>
    </message>
    <message>
        <source>Run your own solution against {count} boards (n from 2 to 20, chains, ladders to the goal, goals that cannot be reached). It may define snakesAndLadders(board) (in class Solution, as on LeetCode, or on its own) or snakes_and_ladders(board), given the LeetCode 909 matrix; or getMinDiceThrows(move) or minThrow(move), given the 0-based move array. It runs in a separate process.</source>
        <translation>Teste deine eigene Lösung an {count} Spielbrettern (n von 2 bis 20, Ketten, Leitern ins Ziel, unerreichbare Ziele). Sie kann snakesAndLadders(board) (in class Solution wie auf LeetCode oder allein) oder snakes_and_ladders(board) definieren, mit der Matrix von LeetCode 909; oder getMinDiceThrows(move) oder minThrow(move), mit dem 0-basierten move-Array. Sie läuft in einem eigenen Prozess.</translation>
    </message>
    <message>
        <source>&amp;Open a .py File…</source>
        <translation>.py-Datei ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Your code</source>
        <translation>Dein Code</translation>
    </message>
    <message>
        <source>…or paste your code here</source>
        <translation>…oder füge deinen Code hier ein</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>Choose a file or paste your code, then press Check.</source>
        <translation>Wähle eine Datei oder füge deinen Code ein und drücke dann „Prüfen“.</translation>
    </message>
    <message>
        <source>Check a &amp;Folder…</source>
        <translation>&amp;Ordner prüfen…</translation>
    </message>
    <message>
        <source>Every .py file of a folder (a class's solutions) checked at once, in a table</source>
        <translation>Alle .py-Dateien eines Ordners (die Lösungen einer Klasse) auf einmal geprüft, in einer Tabelle</translation>
    </message>
    <message>
        <source>Copy the &amp;Board</source>
        <translation>&amp;Spielbrett kopieren</translation>
    </message>
    <message>
        <source>The smallest failing board as your code is given it, to test with</source>
        <translation>Das kleinste fehlgeschlagene Spielbrett, so wie dein Code es bekommt, zum Testen</translation>
    </message>
    <message>
        <source>the code in the box</source>
        <translation>der Code im Eingabefeld</translation>
    </message>
    <message>
        <source>Python files ({pattern})</source>
        <translation>Python-Dateien ({pattern})</translation>
    </message>
    <message>
        <source>All files ({pattern})</source>
        <translation>Alle Dateien ({pattern})</translation>
    </message>
    <message>
        <source>Open your solution</source>
        <translation>Deine Lösung öffnen</translation>
    </message>
    <message>
        <source>Running your code on {count} boards…</source>
        <translation>Dein Code läuft auf {count} Spielbrettern…</translation>
    </message>
    <message>
        <source>Checked: the code in the box</source>
        <translation>Geprüft: der Code im Eingabefeld</translation>
    </message>
    <message>
        <source>Checked: {file}</source>
        <translation>Geprüft: {file}</translation>
    </message>
    <message>
        <source>This code cannot be run</source>
        <translation>Dieser Code kann nicht ausgeführt werden</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
</context>
<context>
    <name>Checks</name>
    <message>
        <source>a ladder needs two different squares</source>
        <translation>eine Leiter braucht zwei verschiedene Felder</translation>
    </message>
    <message>
        <source>a snake needs two different squares</source>
        <translation>eine Schlange braucht zwei verschiedene Felder</translation>
    </message>
    <message>
        <source>a jump needs two different squares</source>
        <translation>ein Sprung braucht zwei verschiedene Felder</translation>
    </message>
    <message>
        <source>square {square} is the goal: a ladder cannot start there</source>
        <translation>Feld {square} ist das Ziel: Dort kann keine Leiter beginnen</translation>
    </message>
    <message>
        <source>square {square} is the goal: a snake cannot start there</source>
        <translation>Feld {square} ist das Ziel: Dort kann keine Schlange beginnen</translation>
    </message>
    <message>
        <source>square 1 is the start: play begins there, so a ladder from it would never be taken</source>
        <translation>Feld 1 ist der Start: Dort beginnt das Spiel, also würde eine Leiter von dort nie genommen</translation>
    </message>
    <message>
        <source>square 1 is the start: play begins there, so a snake from it would never be taken</source>
        <translation>Feld 1 ist der Start: Dort beginnt das Spiel, also würde eine Schlange von dort nie genommen</translation>
    </message>
    <message>
        <source>square {square} already starts a ladder (to {end})</source>
        <translation>Feld {square} ist schon Anfang einer Leiter (nach {end})</translation>
    </message>
    <message>
        <source>square {square} already starts a snake (to {end})</source>
        <translation>Feld {square} ist schon Anfang einer Schlange (nach {end})</translation>
    </message>
    <message>
        <source>square {square} already starts a jump (to {end})</source>
        <translation>Feld {square} ist schon Anfang eines Sprungs (nach {end})</translation>
    </message>
    <message>
        <source>{where}: {what}</source>
        <translation>{where}: {what}</translation>
    </message>
    <message>
        <source>the jump ends on its own start; it does nothing</source>
        <translation>der Sprung endet auf seinem eigenen Anfang; er bewirkt nichts</translation>
    </message>
    <message>
        <source>a jump from square 1 is never taken: play starts on square 1</source>
        <translation>ein Sprung von Feld 1 wird nie genommen: Das Spiel beginnt auf Feld 1</translation>
    </message>
    <message>
        <source>chain: the jump {start}→{end} ends where the jump {end}→{next} starts; only the first is taken</source>
        <translation>Kette: Der Sprung {start}→{end} endet, wo der Sprung {end}→{next} beginnt; nur der erste wird genommen</translation>
    </message>
    <message>
        <source>the jump sends the token to square 1, not back off the board</source>
        <translation>der Sprung schickt die Spielfigur auf Feld 1, nicht zurück vor das Spielbrett</translation>
    </message>
    <message>
        <source>the goal (square {goal}) cannot be reached</source>
        <translation>das Ziel (Feld {goal}) ist unerreichbar</translation>
    </message>
    <message>
        <source>the goal (square {goal}) cannot be reached with one die a throw (a board this large is not followed turn by turn under its rules)</source>
        <translation>das Ziel (Feld {goal}) ist mit einem Würfel pro Wurf unerreichbar (ein so großes Spielbrett wird unter seinen Regeln nicht Zug für Zug verfolgt)</translation>
    </message>
    <message>
        <source>a token can be stuck for ever (squares {squares}): some games never end</source>
        <translation>eine Spielfigur kann für immer festsitzen (Felder {squares}): Manche Spiele enden nie</translation>
    </message>
    <message>
        <source>a token can be stuck for ever (squares {squares}): {chance:.2%} of games never end</source>
        <translation>eine Spielfigur kann für immer festsitzen (Felder {squares}): {chance:.2%} der Spiele enden nie</translation>
    </message>
    <message>
        <source>both ends must be on the board</source>
        <translation>beide Enden müssen auf dem Spielbrett liegen</translation>
    </message>
    <message>
        <source>a ladder goes up: its top must be higher than square {square}</source>
        <translation>eine Leiter führt nach oben: Ihr oberes Ende muss höher liegen als Feld {square}</translation>
    </message>
    <message>
        <source>a snake goes down: its tail must be lower than square {square}</source>
        <translation>eine Schlange führt nach unten: Ihr Schwanz muss tiefer liegen als Feld {square}</translation>
    </message>
</context>
<context>
    <name>ClassModel</name>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>nicht ausführbar</translation>
    </message>
    <message>
        <source>{passed} of {total}</source>
        <translation>{passed} von {total}</translation>
    </message>
    <message>
        <source>{seconds:.2f} s</source>
        <translation>{seconds:.2f} s</translation>
    </message>
    <message>
        <source>correct but slow: {mine} a board against {reference}</source>
        <translation>richtig, aber langsam: {mine} pro Spielbrett gegenüber {reference}</translation>
    </message>
    <message>
        <source>slow: {mine} a board against {reference}</source>
        <translation>langsam: {mine} pro Spielbrett gegenüber {reference}</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>{program}: error: standard output is closed: nothing was done</source>
        <translation>{program}: Fehler: Die Standardausgabe ist geschlossen: Es wurde nichts getan</translation>
    </message>
    <message>
        <source>{program}: error: cannot write to standard output: {reason}</source>
        <translation>{program}: Fehler: Kann nicht in die Standardausgabe schreiben: {reason}</translation>
    </message>
    <message>
        <source>{program}: error: {problem}</source>
        <translation>{program}: Fehler: {problem}</translation>
    </message>
    <message>
        <source>{program}: internal error: {kind}: {problem} (please report it)</source>
        <translation>{program}: interner Fehler: {kind}: {problem} (bitte melde ihn)</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>To run it anyway, with your own rights and no protection (only for code you trust): {option}</source>
        <translation>Um ihn trotzdem auszuführen, mit deinen eigenen Rechten und ohne Schutz (nur für Code, dem du vertraust): {option}</translation>
    </message>
    <message>
        <source>standard input (-) can be checked only on its own</source>
        <translation>die Standardeingabe (-) kann nur allein geprüft werden</translation>
    </message>
    <message>
        <source>{file}: cannot read: {reason}</source>
        <translation>{file}: kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>{folder}: no .py file in this folder</source>
        <translation>{folder}: keine .py-Datei in diesem Ordner</translation>
    </message>
    <message>
        <source>more than {most} files to check; check at most {most} at once</source>
        <translation>mehr als {most} Dateien zu prüfen; prüfe höchstens {most} auf einmal</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>nicht bestanden</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>nicht ausführbar</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>langsam</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>timing the reference (a plain breadth-first search)…</source>
        <translation>die Referenz (eine einfache Breitensuche) wird gemessen…</translation>
    </message>
    <message>
        <source>[{done}/{total}] {file}: {verdict}</source>
        <translation>[{done}/{total}] {file}: {verdict}</translation>
    </message>
    <message>
        <source>Cancelled: the checks under way were stopped; nothing was written.</source>
        <translation>Abgebrochen: Die laufenden Prüfungen wurden gestoppt; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <source>{file}: cannot write: {reason}</source>
        <translation>{file}: kann nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>run your own LeetCode 909 / minimum dice throws solution over 500+ boards; exit 1 if one fails</source>
        <translation>deine eigene Lösung für LeetCode 909 / Mindestzahl der Würfe auf über 500 Spielbrettern ausführen; Exit-Code 1, wenn eine fehlschlägt</translation>
    </message>
    <message>
        <source>Runs a solution over 500+ boards in a sandbox: the code cannot read or change your files, use the network, start programs or touch other programs (Linux 5.13 or newer, with libseccomp). Where the system has no sandbox the check is refused, unless --unprotected is given.</source>
        <translation>Führt eine Lösung in einer Sandbox auf über 500 Spielbrettern aus: Der Code kann deine Dateien weder lesen noch ändern, nicht auf das Netzwerk zugreifen, keine Programme starten und nicht in andere Programme eingreifen (Linux 5.13 oder neuer, mit libseccomp). Wo das System keine Sandbox bietet, wird die Prüfung abgelehnt, außer --unprotected ist angegeben.</translation>
    </message>
    <message>
        <source>a .py file defining snakesAndLadders(board) (in class Solution or not), snakes_and_ladders(board), getMinDiceThrows(move, n) or GeeksforGeeks' minThrow(N, arr); - for standard input; several files or a folder (its .py files) for a class: a table of them</source>
        <translation>eine .py-Datei, die snakesAndLadders(board) (in class Solution oder nicht), snakes_and_ladders(board), getMinDiceThrows(move, n) oder minThrow(N, arr) von GeeksforGeeks definiert; - für die Standardeingabe; mehrere Dateien oder ein Ordner (seine .py-Dateien) für eine Klasse: eine Tabelle dazu</translation>
    </message>
    <message>
        <source>with several files or a folder: write the class's table to OUT.csv too</source>
        <translation>bei mehreren Dateien oder einem Ordner: die Tabelle der Klasse zusätzlich nach OUT.csv schreiben</translation>
    </message>
    <message>
        <source>--time-limit must be between {low} and {high} seconds</source>
        <translation>--time-limit muss zwischen {low} und {high} Sekunden liegen</translation>
    </message>
    <message>
        <source>the most a board may take (default 1 s)</source>
        <translation>die Zeit, die ein Spielbrett höchstens dauern darf (Standard 1 s)</translation>
    </message>
    <message>
        <source>--memory must be between {low} and {high} MB</source>
        <translation>--memory muss zwischen {low} und {high} MB liegen</translation>
    </message>
    <message>
        <source>the most memory the code may use, on Linux and macOS (default 512 MB)</source>
        <translation>der Speicher, den der Code höchstens nutzen darf, unter Linux und macOS (Standard 512 MB)</translation>
    </message>
    <message>
        <source>run the code without the sandbox (for a system that has none: Linux before 5.13, Windows, macOS). The code then runs with your own rights: it can read and change your files, use the network and start programs. Only for code you trust</source>
        <translation>den Code ohne Sandbox ausführen (für ein System, das keine bietet: Linux vor 5.13, Windows, macOS). Der Code läuft dann mit deinen eigenen Rechten: Er kann deine Dateien lesen und ändern, auf das Netzwerk zugreifen und Programme starten. Nur für Code, dem du vertraust</translation>
    </message>
    <message>
        <source>standard input is closed: there is no board to read</source>
        <translation>die Standardeingabe ist geschlossen: Es gibt kein Spielbrett zu lesen</translation>
    </message>
    <message>
        <source>cannot write {file}: {reason}; nothing was changed</source>
        <translation>{file} kann nicht geschrieben werden: {reason}; es wurde nichts geändert</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message>
        <source>--bleed, --crop-marks, --landscape and --portrait need a page: add --paper (or write a .pdf)</source>
        <translation>--bleed, --crop-marks, --landscape und --portrait brauchen eine Seite: Füge --paper hinzu (oder schreibe eine .pdf)</translation>
    </message>
    <message>
        <source>--size is a picture's size: on --paper a PNG's pixels follow the paper and --dpi</source>
        <translation>--size ist die Größe eines Bildes: Mit --paper richten sich die Pixel einer PNG nach dem Papier und --dpi</translation>
    </message>
    <message>
        <source>--transparent is for PNG and SVG: a PDF page is paper</source>
        <translation>--transparent ist für PNG und SVG: Eine PDF-Seite ist Papier</translation>
    </message>
    <message>
        <source>drawing the board: {percent}%</source>
        <translation>Spielbrett wird gezeichnet: {percent} %</translation>
    </message>
    <message>
        <source>wrote {file}</source>
        <translation>{file} geschrieben</translation>
    </message>
    <message>
        <source>wrote {file}: {pages}, {paper} landscape</source>
        <translation>{file} geschrieben: {pages}, {paper} quer</translation>
    </message>
    <message>
        <source>wrote {file}: {pages}, {paper} portrait</source>
        <translation>{file} geschrieben: {pages}, {paper} hoch</translation>
    </message>
    <message>
        <source>{said}; --poster {grid} prints it as large on fewer sheets</source>
        <translation>{said}; --poster {grid} druckt es auf weniger Blättern gleich groß</translation>
    </message>
    <message>
        <source>--poster is COLUMNSxROWS, e.g. 3x2, not {text}</source>
        <translation>--poster ist SPALTENxREIHEN, z. B. 3x2, nicht {text}</translation>
    </message>
    <message>
        <source>--poster has 1 to {most} sheets each way, not {text}</source>
        <translation>--poster hat in jeder Richtung 1 bis {most} Blätter, nicht {text}</translation>
    </message>
    <message>
        <source>--bleed is 0 to {most} millimetres, not {text}</source>
        <translation>--bleed ist 0 bis {most} Millimeter, nicht {text}</translation>
    </message>
    <message>
        <source>paper (a PDF is always pages, A4 by default)</source>
        <translation>Papier (eine PDF besteht immer aus Seiten, standardmäßig A4)</translation>
    </message>
    <message>
        <source>--pdfx is a kind of PDF: write a .pdf</source>
        <translation>--pdfx ist eine Art PDF: schreiben Sie eine .pdf-Datei</translation>
    </message>
    <message>
        <source>--outlines is for SVG (a PDF carries its font already)</source>
        <translation>--outlines ist für SVG (ein PDF enthält seine Schrift schon)</translation>
    </message>
    <message>
        <source>the board prints {width:.1f} × {height:.1f} cm and covers {share:.0%} of the paper</source>
        <translation>das Spielbrett wird {width:.1f} × {height:.1f} cm groß gedruckt und bedeckt {share:.0%} des Papiers</translation>
    </message>
    <message>
        <source>--paper is {names}, or WIDTHxHEIGHT in millimetres from {low} to {high} (e.g. 500x700), not {text}</source>
        <translation>--paper ist {names} oder BREITExHÖHE in Millimetern von {low} bis {high} (z. B. 500x700), nicht {text}</translation>
    </message>
    <message>
        <source>the paper: a4, a3, a2, a1, a0, letter, tabloid, or WIDTHxHEIGHT in millimetres such as 500x700 (a PNG or SVG becomes a page)</source>
        <translation>das Papier: a4, a3, a2, a1, a0, letter, tabloid oder BREITExHÖHE in Millimetern wie 500x700 (ein PNG oder SVG wird zur Seite)</translation>
    </message>
    <message>
        <source>the paper on its side (default: the way the board prints larger)</source>
        <translation>das Papier quer (Standard: so, dass das Spielbrett größer wird)</translation>
    </message>
    <message>
        <source>the paper upright</source>
        <translation>das Papier hochkant</translation>
    </message>
    <message>
        <source>dots per inch of a PNG, written into it; on paper they set its pixels (default 300)</source>
        <translation>Punkte pro Zoll (dpi) einer PNG, in die Datei geschrieben; auf Papier bestimmen sie ihre Pixel (Standard 300)</translation>
    </message>
    <message>
        <source>the background reaches MM past the paper's edge, for a print shop</source>
        <translation>der Hintergrund reicht MM über den Papierrand hinaus, für eine Druckerei</translation>
    </message>
    <message>
        <source>marks at the corners where the paper is cut</source>
        <translation>Markierungen an den Ecken, wo das Papier geschnitten wird</translation>
    </message>
    <message>
        <source>PDF/X-4 for a print shop: CMYK colours for coated offset paper (FOGRA39), trim and bleed declared</source>
        <translation>PDF/X-4 für die Druckerei: CMYK-Farben für Offsetdruck auf gestrichenem Papier (FOGRA39), Endformat und Beschnitt angegeben</translation>
    </message>
    <message>
        <source>a poster over several sheets (PDF), e.g. 3x2: three across, two down, with overlap marks</source>
        <translation>ein Poster über mehrere Blätter (PDF), z. B. 3x2: drei nebeneinander, zwei untereinander, mit Überlappungsmarken</translation>
    </message>
    <message>
        <source>the animation needs Pillow, which is not installed: pip install 'Pillow&gt;=10.1'</source>
        <translation>die Animation braucht Pillow, das nicht installiert ist: pip install 'Pillow&gt;=10.1'</translation>
    </message>
    <message>
        <source>one a throw</source>
        <translation>eines pro Wurf</translation>
    </message>
    <message>
        <source>one a square</source>
        <translation>eines pro Feld</translation>
    </message>
    <message>
        <source>one a depth</source>
        <translation>eines pro Tiefe</translation>
    </message>
    <message>
        <source>wrote {file}: {frames} ({step}), {width}×{height}, {seconds} s long, {kb} KB in {elapsed} s</source>
        <translation>{file} geschrieben: {frames} ({step}), {width}×{height}, {seconds} s lang, {kb} KB in {elapsed} s</translation>
    </message>
    <message>
        <source>draw the board to a PNG, SVG or PDF file</source>
        <translation>das Spielbrett in eine PNG-, SVG- oder PDF-Datei zeichnen</translation>
    </message>
    <message>
        <source>the output must end in .png, .svg or .pdf, not {name}</source>
        <translation>die Ausgabe muss auf .png, .svg oder .pdf enden, nicht {name}</translation>
    </message>
    <message>
        <source>OUT.png, OUT.svg or OUT.pdf</source>
        <translation>OUT.png, OUT.svg oder OUT.pdf</translation>
    </message>
    <message>
        <source>--size must be between {low} and {high} pixels</source>
        <translation>--size muss zwischen {low} und {high} Pixeln liegen</translation>
    </message>
    <message>
        <source>the longer side of a PNG in pixels (default 1000)</source>
        <translation>die längere Seite einer PNG in Pixeln (Standard 1000)</translation>
    </message>
    <message>
        <source>the board's name above it and its size and rules below</source>
        <translation>der Name des Spielbretts darüber, seine Größe und Regeln darunter</translation>
    </message>
    <message>
        <source>the name above the board (default: the board's own); implies --caption</source>
        <translation>der Name über dem Spielbrett (Standard: der eigene des Spielbretts); schließt --caption ein</translation>
    </message>
    <message>
        <source>no white background (PNG and SVG)</source>
        <translation>kein weißer Hintergrund (PNG und SVG)</translation>
    </message>
    <message>
        <source>an SVG's texts as the shapes of their letters, for a machine without the font</source>
        <translation>die Texte einer SVG als Umrisse ihrer Buchstaben, für einen Rechner ohne die Schrift</translation>
    </message>
    <message>
        <source>the breadth-first search as an animated GIF or APNG</source>
        <translation>die Breitensuche als animiertes GIF oder APNG</translation>
    </message>
    <message>
        <source>the output must end in .gif, .png or .apng, not {name}</source>
        <translation>die Ausgabe muss auf .gif, .png oder .apng enden, nicht {name}</translation>
    </message>
    <message>
        <source>OUT.gif, or OUT.png / OUT.apng (APNG)</source>
        <translation>OUT.gif oder OUT.png / OUT.apng (APNG)</translation>
    </message>
    <message>
        <source>the board's longer side in pixels, {low} to {high} (default 480)</source>
        <translation>die längere Seite des Spielbretts in Pixeln, {low} bis {high} (Standard 480)</translation>
    </message>
    <message>
        <source>--fps must be between {low} and {high} frames a second</source>
        <translation>--fps muss zwischen {low} und {high} Bildern pro Sekunde liegen</translation>
    </message>
    <message>
        <source>frames a second, {low} to {high} (default 4)</source>
        <translation>Bilder pro Sekunde, {low} bis {high} (Standard 4)</translation>
    </message>
    <message>
        <source>a strip under the board in every frame: the step, what it did and the queue (default on)</source>
        <translation>ein Streifen unter dem Spielbrett in jedem Bild: der Schritt, was er tat, und die Warteschlange (standardmäßig an)</translation>
    </message>
    <message>
        <source>one frame for each throw examined, each square expanded or each depth (default square)</source>
        <translation>ein Bild für jeden untersuchten Wurf, jedes erweiterte Feld oder jede Tiefe (Standard: Feld)</translation>
    </message>
    <message>
        <source>{text}: every number must be finite (not inf or nan)</source>
        <translation>{text}: Jede Zahl muss endlich sein (nicht inf oder nan)</translation>
    </message>
    <message>
        <source>expected A:B (e.g. 5:8), not {text}</source>
        <translation>erwartet A:B (z. B. 5:8), nicht {text}</translation>
    </message>
    <message>
        <source>Snakes &amp; Ladders Studio on the command line.</source>
        <translation>Snakes &amp; Ladders Studio auf der Kommandozeile.</translation>
    </message>
    <message>
        <source>a board file (.snl, a JSON matrix, or lists), or - for standard input</source>
        <translation>eine Spielbrett-Datei (.snl, eine JSON-Matrix oder Listen) oder - für die Standardeingabe</translation>
    </message>
    <message>
        <source>machine-readable output</source>
        <translation>maschinenlesbare Ausgabe</translation>
    </message>
    <message>
        <source>rules (override the file's rules)</source>
        <translation>Regeln (ersetzen die Regeln der Datei)</translation>
    </message>
    <message>
        <source>a 6 earns another throw (at most three a turn)</source>
        <translation>eine 6 bringt einen weiteren Wurf (höchstens drei pro Zug)</translation>
    </message>
    <message>
        <source>three sixes are worth 0</source>
        <translation>drei Sechsen zählen 0</translation>
    </message>
    <message>
        <source>every throw moves the token (a 6 then a 2: to the 6, any snake or ladder there, then 2 more)</source>
        <translation>jeder Wurf bewegt die Spielfigur (eine 6, dann eine 2: zur 6, eine Schlange oder Leiter dort, dann 2 weiter)</translation>
    </message>
    <message>
        <source>a move past the last square stays, bounces back or finishes there</source>
        <translation>bei einem Wurf über das letzte Feld hinaus: stehen bleiben, zurückprallen oder trotzdem ins Ziel</translation>
    </message>
    <message>
        <source>tokens start on square 1 (square-1), off the board on square 0 (off-board), or off the board until their player throws a 6 (six: a turn without a 6 first leaves the token waiting)</source>
        <translation>Spielfiguren starten auf Feld 1 (square-1), vor dem Spielbrett auf Feld 0 (off-board) oder vor dem Spielbrett, bis ihr Spieler eine 6 würfelt (six: Ein Zug ohne 6 lässt die Spielfigur weiter warten)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s): chance of winning by seat: {seats}; expected rounds {rounds}</source>
        <translation>
            <numerusform>%n Spieler: Gewinnchance je Platz: {seats}; erwartete Runden {rounds}</numerusform>
            <numerusform>%n Spieler: Gewinnchance je Platz: {seats}; erwartete Runden {rounds}</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>Regeln: {rules}</translation>
    </message>
    <message>
        <source>Fewest throws: -1 — the goal (square {goal}) cannot be reached: from the start the token can rest on only {reachable} of {squares}.</source>
        <translation>Mindestzahl an Würfen: -1 — das Ziel (Feld {goal}) ist unerreichbar: Vom Start aus kann die Spielfigur nur auf {reachable} von {squares} Feldern stehen.</translation>
    </message>
    <message>
        <source>Fewest throws: {throws}</source>
        <translation>Mindestzahl an Würfen: {throws}</translation>
    </message>
    <message>
        <source>Path: {path}</source>
        <translation>Pfad: {path}</translation>
    </message>
    <message>
        <source>Route: {route}</source>
        <translation>Weg: {route}</translation>
    </message>
    <message>
        <source>analysing the board: {percent}%</source>
        <translation>Spielbrett wird analysiert: {percent} %</translation>
    </message>
    <message>
        <source>Shortest game {shortest}; {half}, {ninety}.</source>
        <translation>Kürzestes Spiel {shortest}; {half}, {ninety}.</translation>
    </message>
    <message>
        <source>Chance of finishing: {chances}.</source>
        <translation>Chance, ins Ziel zu kommen: {chances}.</translation>
    </message>
    <message>
        <source>seat {seat} {chance}</source>
        <translation>Platz {seat} {chance}</translation>
    </message>
    <message>
        <source>{seats} (of the games that end within {turns})</source>
        <translation>{seats} (der Spiele, die innerhalb von {turns} enden)</translation>
    </message>
    <message>
        <source>generating a board: {percent}%</source>
        <translation>Spielbrett wird erzeugt: {percent} %</translation>
    </message>
    <message>
        <source>no board met the targets: {missed}</source>
        <translation>kein Spielbrett hat die Zielwerte erreicht: {missed}</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>{file}: {summary}; fewest throws {throws}</source>
        <translation>{file}: {summary}; Mindestzahl an Würfen {throws}</translation>
    </message>
    <message>
        <source>{file}: {summary}; fewest throws {throws}, expected {turns} turns</source>
        <translation>{file}: {summary}; Mindestzahl an Würfen {throws}, erwartet {turns} Züge</translation>
    </message>
    <message>
        <source>print the fewest throws and an optimal route</source>
        <translation>die Mindestzahl an Würfen und einen optimalen Weg ausgeben</translation>
    </message>
    <message>
        <source>print a board's errors and warnings; exit 1 if invalid</source>
        <translation>Fehler und Warnungen eines Spielbretts ausgeben; Exit-Code 1, wenn ungültig</translation>
    </message>
    <message>
        <source>exact game length and fairness (a Markov chain, not a simulation)</source>
        <translation>genaue Spiellänge und Fairness (eine Markow-Kette, keine Simulation)</translation>
    </message>
    <message>
        <source>--players must be between {low} and {high}, not {value}</source>
        <translation>--players muss zwischen {low} und {high} liegen, nicht {value}</translation>
    </message>
    <message>
        <source>players ({low} to {high}): each seat's chance of winning</source>
        <translation>Spieler ({low} bis {high}): die Gewinnchance jedes Platzes</translation>
    </message>
    <message>
        <source>a random board to targets, written as a .snl file</source>
        <translation>ein Zufallsspielbrett nach Zielwerten, als .snl-Datei geschrieben</translation>
    </message>
    <message>
        <source>rows (default {default})</source>
        <translation>Reihen (Standard {default})</translation>
    </message>
    <message>
        <source>columns (default {default})</source>
        <translation>Spalten (Standard {default})</translation>
    </message>
    <message>
        <source>snakes (default {default})</source>
        <translation>Schlangen (Standard {default})</translation>
    </message>
    <message>
        <source>ladders (default {default})</source>
        <translation>Leitern (Standard {default})</translation>
    </message>
    <message>
        <source>fewest throws between A and B</source>
        <translation>Mindestzahl an Würfen zwischen A und B</translation>
    </message>
    <message>
        <source>expected length, A to B turns</source>
        <translation>erwartete Spiellänge, A bis B Züge</translation>
    </message>
    <message>
        <source>the same seed, the same board</source>
        <translation>gleicher Startwert, gleiches Spielbrett</translation>
    </message>
    <message>
        <source>the .snl file to write, or -</source>
        <translation>die zu schreibende .snl-Datei oder -</translation>
    </message>
    <message>
        <source>expected K:P, turns and a percentage (e.g. 20:50), not {text}</source>
        <translation>erwartet K:P, Züge und einen Prozentsatz (z. B. 20:50), nicht {text}</translation>
    </message>
    <message>
        <source>expected a number of percentage points (e.g. 1.5), not {text}</source>
        <translation>erwartet eine Zahl von Prozentpunkten (z. B. 1.5), nicht {text}</translation>
    </message>
    <message>
        <source>Missed: {target}</source>
        <translation>Verfehlt: {target}</translation>
    </message>
    <message>
        <source>--json and -o - both use standard output: write the board to a file</source>
        <translation>--json und -o - nutzen beide die Standardausgabe: Schreibe das Spielbrett in eine Datei</translation>
    </message>
    <message>
        <source>give at least one target: --expected-turns, --min-throws, --within or --max-seat-advantage</source>
        <translation>gib mindestens einen Zielwert an: --expected-turns, --min-throws, --within oder --max-seat-advantage</translation>
    </message>
    <message>
        <source>tuning the board: {percent}%</source>
        <translation>Spielbrett wird feinabgestimmt: {percent} %</translation>
    </message>
    <message>
        <source>{program}: error: no layout met the targets; nothing was written</source>
        <translation>{program}: Fehler: Keine Anordnung hat die Zielwerte erreicht; es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>move as few snakes and ladders as it can until the targets hold; exit 1 if none is met</source>
        <translation>so wenige Schlangen und Leitern wie möglich verschieben, bis die Zielwerte erreicht sind; Exit-Code 1, wenn keiner erreicht wird</translation>
    </message>
    <message>
        <source>at least P percent of games are over within K turns</source>
        <translation>mindestens P Prozent der Spiele sind innerhalb von K Zügen vorbei</translation>
    </message>
    <message>
        <source>at 2, 3 and 4 players the first seat wins at most P percentage points more than a fair share</source>
        <translation>bei 2, 3 und 4 Spielern gewinnt der erste Platz höchstens P Prozentpunkte öfter als ein fairer Anteil</translation>
    </message>
    <message>
        <source>the start squares of snakes and ladders never to move</source>
        <translation>die Anfangsfelder von Schlangen und Leitern, die nie verschoben werden</translation>
    </message>
    <message>
        <source>the same seed, the same board (default 0)</source>
        <translation>gleicher Startwert, gleiches Spielbrett (Standard 0)</translation>
    </message>
    <message>
        <source>the moves and figures, machine-readable</source>
        <translation>die Züge und Kennzahlen, maschinenlesbar</translation>
    </message>
    <message>
        <source>this saved game cannot be resumed: {problem}</source>
        <translation>dieses gespeicherte Spiel kann nicht fortgesetzt werden: {problem}</translation>
    </message>
    <message>
        <source>{app}. Other commands: {commands} (see 'snl-desktop COMMAND --help').</source>
        <translation>{app}. Weitere Befehle: {commands} (siehe 'snl-desktop COMMAND --help').</translation>
    </message>
    <message>
        <source>a board file to open (.snl, a JSON matrix, or lists), a saved game (.snlgame) to resume, or -</source>
        <translation>eine zu öffnende Spielbrett-Datei (.snl, eine JSON-Matrix oder Listen), ein gespeichertes Spiel (.snlgame) zum Fortsetzen oder -</translation>
    </message>
    <message>
        <source>--screenshot needs a .png file name</source>
        <translation>--screenshot braucht einen .png-Dateinamen</translation>
    </message>
    <message>
        <source>save a picture of the window after its first paint and exit</source>
        <translation>nach dem ersten Zeichnen ein Bild des Fensters speichern und beenden</translation>
    </message>
    <message>
        <source>{file} could not be opened:
{problem}</source>
        <translation>{file} konnte nicht geöffnet werden:
{problem}</translation>
    </message>
</context>
<context>
    <name>CodePanel</name>
    <message>
        <source>Step the search (Solver: Step ▶ or F6) to run this code line by line.</source>
        <translation>Lass die Suche schrittweise laufen (Löser: Schritt ▶ oder F6), um diesen Code Zeile für Zeile auszuführen.</translation>
    </message>
    <message>
        <source>The code shown</source>
        <translation>Der gezeigte Code</translation>
    </message>
    <message>
        <source>The full search, with the route</source>
        <translation>Die vollständige Suche, mit dem Weg</translation>
    </message>
    <message>
        <source>LeetCode 909: the matrix in, the answer out</source>
        <translation>LeetCode 909: Matrix hinein, Antwort heraus</translation>
    </message>
    <message>
        <source>LeetCode's form numbers the squares from the matrix itself and stops when the goal leaves the queue; the full search goes on to find every square's distance and the route</source>
        <translation>Die LeetCode-Form nummeriert die Felder direkt aus der Matrix und hört auf, sobald das Ziel die Warteschlange verlässt; die vollständige Suche läuft weiter und findet die Entfernung jedes Feldes und den Weg</translation>
    </message>
    <message>
        <source>BFS code</source>
        <translation>BFS-Code</translation>
    </message>
    <message>
        <source>BFS variables</source>
        <translation>BFS-Variablen</translation>
    </message>
    <message numerus="yes">
        <source>This board has %Ln square(s): too many to step through the code.</source>
        <translation>
            <numerusform>Dieses Spielbrett hat %Ln Feld: zu viele, um den Code schrittweise auszuführen.</numerusform>
            <numerusform>Dieses Spielbrett hat %Ln Felder: zu viele, um den Code schrittweise auszuführen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Line {line}: {note}</source>
        <translation>Zeile {line}: {note}</translation>
    </message>
    <message numerus="yes">
        <source>(%n square(s), front first)</source>
        <translation>
            <numerusform>(%n Feld, vorderstes zuerst)</numerusform>
            <numerusform>(%n Felder, vorderstes zuerst)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n square(s) found)</source>
        <translation>
            <numerusform>(%n Feld gefunden)</numerusform>
            <numerusform>(%n Felder gefunden)</numerusform>
        </translation>
    </message>
    <message>
        <source>distance: squares</source>
        <translation>Entfernung: Felder</translation>
    </message>
    <message>
        <source>parent → squares first reached from it</source>
        <translation>Vorgänger → Felder, die zuerst von ihm aus erreicht wurden</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>Compare two boards</source>
        <translation>Zwei Spielbretter vergleichen</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Spielbrett:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <source>Fewest throws:</source>
        <translation>Mindestzahl an Würfen:</translation>
    </message>
    <message>
        <source>Expected length (one player):</source>
        <translation>Erwartete Spiellänge (ein Spieler):</translation>
    </message>
    <message>
        <source>Shortest game:</source>
        <translation>Kürzestes Spiel:</translation>
    </message>
    <message>
        <source>Half the games end within:</source>
        <translation>Die Hälfte endet nach:</translation>
    </message>
    <message>
        <source>90% end within:</source>
        <translation>90 % enden nach:</translation>
    </message>
    <message>
        <source>Never finishes:</source>
        <translation>Endet nie:</translation>
    </message>
    <message>
        <source>Expected rounds:</source>
        <translation>Erwartete Runden:</translation>
    </message>
    <message>
        <source>Finished within (turns):</source>
        <translation>Im Ziel nach höchstens (Zügen):</translation>
    </message>
    <message>
        <source>Chance of winning by seat, players:</source>
        <translation>Gewinnchance je Platz, Spieler:</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Wird analysiert…</translation>
    </message>
    <message>
        <source>Not worked out: {why}</source>
        <translation>Nicht berechnet: {why}</translation>
    </message>
    <message>
        <source>the goal cannot be reached</source>
        <translation>das Ziel ist unerreichbar</translation>
    </message>
    <message>
        <source>{turns} turns</source>
        <translation>{turns} Züge</translation>
    </message>
    <message>
        <source>Compare with a board</source>
        <translation>Mit einem Spielbrett vergleichen</translation>
    </message>
    <message>
        <source>{name} could not be opened:
{why}</source>
        <translation>{name} konnte nicht geöffnet werden:
{why}</translation>
    </message>
    <message>
        <source>This board</source>
        <translation>Dieses Spielbrett</translation>
    </message>
    <message>
        <source>Before the tune</source>
        <translation>Vor der Feinabstimmung</translation>
    </message>
    <message>
        <source>After the tune</source>
        <translation>Nach der Feinabstimmung</translation>
    </message>
</context>
<context>
    <name>Delimited</name>
    <message>
        <source>row {row}, column {col}: {cell} is not a whole number</source>
        <translation>Reihe {row}, Spalte {col}: {cell} ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>row {row}, column {col}: a number of {count} digits; no square has one</source>
        <translation>Reihe {row}, Spalte {col}: eine Zahl mit {count} Ziffern; so eine Feldnummer gibt es nicht</translation>
    </message>
    <message>
        <source>there are no numbers to read</source>
        <translation>es gibt keine Zahlen zu lesen</translation>
    </message>
</context>
<context>
    <name>DepthFirst</name>
    <message>
        <source>Depth-first starts on square {square}: it will try faces 1 to 6 in order.</source>
        <translation>Die Tiefensuche beginnt auf Feld {square}: Sie probiert die Augenzahlen 1 bis 6 der Reihe nach.</translation>
    </message>
    <message numerus="yes">
        <source>Depth-first reaches the goal, square {square}, along a route of %n throw(s), and stops: it never learns a shorter route exists.</source>
        <translation>
            <numerusform>Die Tiefensuche erreicht das Ziel, Feld {square}, auf einem Weg von %n Wurf und hört auf: Sie erfährt nie, dass es einen kürzeren Weg gibt.</numerusform>
            <numerusform>Die Tiefensuche erreicht das Ziel, Feld {square}, auf einem Weg von %n Würfen und hört auf: Sie erfährt nie, dass es einen kürzeren Weg gibt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Depth-first starts on square {square} (route of 0 throws).</source>
        <translation>Die Tiefensuche beginnt auf Feld {square} (Weg von 0 Würfen).</translation>
    </message>
    <message numerus="yes">
        <source>Depth-first enters square {square} (route of %n throw(s) so far).</source>
        <translation>
            <numerusform>Die Tiefensuche betritt Feld {square} (Weg bisher %n Wurf).</numerusform>
            <numerusform>Die Tiefensuche betritt Feld {square} (Weg bisher %n Würfe).</numerusform>
        </translation>
    </message>
    <message>
        <source>Dead end at square {square}, the start: no route reaches the goal.</source>
        <translation>Sackgasse auf Feld {square}, dem Start: Kein Weg erreicht das Ziel.</translation>
    </message>
    <message>
        <source>Dead end at square {square}: no throw from it reaches a new square: back to {to}.</source>
        <translation>Sackgasse auf Feld {square}: Kein Wurf von hier erreicht ein neues Feld: zurück nach {to}.</translation>
    </message>
    <message>
        <source>From square {square} throw {face}: only a 6 brings the token on the board. Not allowed.</source>
        <translation>Von Feld {square} Wurf {face}: Nur eine 6 bringt die Spielfigur aufs Spielbrett. Nicht erlaubt.</translation>
    </message>
    <message>
        <source>From square {square} throw {face}: past the goal. Not allowed.</source>
        <translation>Von Feld {square} Wurf {face}: über das Ziel hinaus. Nicht erlaubt.</translation>
    </message>
    <message>
        <source>lands on {square}, {jump}</source>
        <translation>landet auf {square}, {jump}</translation>
    </message>
    <message>
        <source>lands on {square}</source>
        <translation>landet auf {square}</translation>
    </message>
    <message>
        <source>From square {square} throw {face}: {where}. A new square: go there.</source>
        <translation>Von Feld {square} Wurf {face}: {where}. Ein neues Feld: dorthin gehen.</translation>
    </message>
    <message>
        <source>From square {square} throw {face}: {where}. Already visited: skip it.</source>
        <translation>Von Feld {square} Wurf {face}: {where}. Schon besucht: überspringen.</translation>
    </message>
    <message>
        <source>Neither search finds a route: no sequence of throws reaches the goal. Depth-first tried every square it could reach and backed all the way to the start; breadth-first ran out of squares to visit.</source>
        <translation>Keine der beiden Suchen findet einen Weg: Keine Folge von Würfen erreicht das Ziel. Die Tiefensuche hat jedes erreichbare Feld probiert und ist bis zum Start zurückgegangen; der Breitensuche sind die Felder zum Besuchen ausgegangen.</translation>
    </message>
    <message>
        <source>Depth-first follows one route as deep as it goes before trying another; breadth-first tries every route one throw longer at a time, so the first time it reaches the goal is the shortest.</source>
        <translation>Die Tiefensuche folgt einem Weg so tief wie möglich, bevor sie einen anderen probiert; die Breitensuche probiert alle Wege, jeweils um einen Wurf länger, daher ist der erste Weg, mit dem sie das Ziel erreicht, der kürzeste.</translation>
    </message>
    <message numerus="yes">
        <source>This time depth-first's first route happens to be as short as breadth-first's: %n throw(s). That was luck. {why}</source>
        <translation>
            <numerusform>Diesmal ist der erste Weg der Tiefensuche zufällig so kurz wie der der Breitensuche: %n Wurf. Das war Glück. {why}</numerusform>
            <numerusform>Diesmal ist der erste Weg der Tiefensuche zufällig so kurz wie der der Breitensuche: %n Würfe. Das war Glück. {why}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Depth-first found a route of %n throw(s) first; breadth-first's shortest takes {bfs}. {why}</source>
        <translation>
            <numerusform>Die Tiefensuche hat zuerst einen Weg von %n Wurf gefunden; der kürzeste der Breitensuche braucht {bfs}. {why}</numerusform>
            <numerusform>Die Tiefensuche hat zuerst einen Weg von %n Würfen gefunden; der kürzeste der Breitensuche braucht {bfs}. {why}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <source>Roll  (Space)</source>
        <translation>Würfeln  (Leertaste)</translation>
    </message>
    <message>
        <source>Throw the app's die</source>
        <translation>Mit dem Würfel der App würfeln</translation>
    </message>
    <message>
        <source>A real die thrown on the table:</source>
        <translation>Ein echter Würfel auf dem Tisch:</translation>
    </message>
    <message>
        <source>A die thrown on the table: press its face (or keys 1 to 6)</source>
        <translation>Mit einem echten Würfel gewürfelt? Drück auf die Augenzahl (oder die Tasten 1 bis 6)</translation>
    </message>
    <message>
        <source>Enter a {face} thrown on the table (key {face})</source>
        <translation>Eine auf dem Tisch gewürfelte {face} eingeben (Taste {face})</translation>
    </message>
    <message>
        <source>Die showing {face}</source>
        <translation>Würfel zeigt {face}</translation>
    </message>
</context>
<context>
    <name>Display</name>
    <message>
        <source>Pictures need no display: snl-desktop --screenshot OUT.png [FILE], or snl-desktop render FILE -o OUT.png.</source>
        <translation>Bilder brauchen keinen Bildschirm: snl-desktop --screenshot OUT.png [FILE] oder snl-desktop render FILE -o OUT.png.</translation>
    </message>
    <message>
        <source>snl-desktop: cannot open a window: these libraries Qt needs are missing: {libraries}.
Install them (Debian/Ubuntu): {install}</source>
        <translation>snl-desktop: Kann kein Fenster öffnen: Diese von Qt benötigten Bibliotheken fehlen: {libraries}.
Installiere sie (Debian/Ubuntu): {install}</translation>
    </message>
    <message>
        <source>snl-desktop: cannot draw: these libraries Qt needs are missing: {libraries}.
Install them (Debian/Ubuntu): {install}</source>
        <translation>snl-desktop: Kann nicht zeichnen: Diese von Qt benötigten Bibliotheken fehlen: {libraries}.
Installiere sie (Debian/Ubuntu): {install}</translation>
    </message>
    <message>
        <source>snl-desktop: cannot run: these libraries Qt needs are missing: {libraries}.
Install them (Debian/Ubuntu): {install}</source>
        <translation>snl-desktop: Kann nicht laufen: Diese von Qt benötigten Bibliotheken fehlen: {libraries}.
Installiere sie (Debian/Ubuntu): {install}</translation>
    </message>
    <message>
        <source>the Wayland display {display} cannot be found: XDG_RUNTIME_DIR is not set</source>
        <translation>die Wayland-Anzeige {display} ist nicht zu finden: XDG_RUNTIME_DIR ist nicht gesetzt</translation>
    </message>
    <message>
        <source>the Wayland display {display} does not answer (is the compositor running?)</source>
        <translation>die Wayland-Anzeige {display} antwortet nicht (läuft der Compositor?)</translation>
    </message>
    <message>
        <source>there is no display (DISPLAY is not set)</source>
        <translation>es gibt keine Anzeige (DISPLAY ist nicht gesetzt)</translation>
    </message>
    <message>
        <source>Qt's X11 platform cannot be loaded ({reason})</source>
        <translation>Qts X11-Plattform kann nicht geladen werden ({reason})</translation>
    </message>
    <message>
        <source>the display {display} does not answer (is the X server running, and may this user use it?)</source>
        <translation>die Anzeige {display} antwortet nicht (läuft der X-Server, und darf dieser Benutzer ihn verwenden?)</translation>
    </message>
    <message>
        <source>Qt has no platform {name} (QT_QPA_PLATFORM); it has {names}</source>
        <translation>Qt hat keine Plattform {name} (QT_QPA_PLATFORM); es hat {names}</translation>
    </message>
    <message>
        <source>{first}; {then}</source>
        <translation>{first}; {then}</translation>
    </message>
    <message>
        <source>snl-desktop: cannot open a window: {reasons}.
{hint}</source>
        <translation>snl-desktop: Kann kein Fenster öffnen: {reasons}.
{hint}</translation>
    </message>
    <message>
        <source>snl-desktop: cannot open a window: Qt's platform {platform} cannot start ({why}).
{hint}</source>
        <translation>snl-desktop: Kann kein Fenster öffnen: Qts Plattform {platform} kann nicht starten ({why}).
{hint}</translation>
    </message>
    <message>
        <source>snl-desktop: cannot open a window: Qt's platform {platform} cannot start.
{hint}</source>
        <translation>snl-desktop: Kann kein Fenster öffnen: Qts Plattform {platform} kann nicht starten.
{hint}</translation>
    </message>
</context>
<context>
    <name>DockTitle</name>
    <message>
        <source>Float {panel} or put it back</source>
        <translation>{panel} abdocken oder wieder andocken</translation>
    </message>
    <message>
        <source>Close {panel}</source>
        <translation>{panel} schließen</translation>
    </message>
</context>
<context>
    <name>EditController</name>
    <message>
        <source>Add ladder {start} → {end}</source>
        <translation>Leiter {start} → {end} hinzufügen</translation>
    </message>
    <message>
        <source>Placed a ladder from {start} to {end}</source>
        <translation>Leiter von {start} nach {end} gesetzt</translation>
    </message>
    <message>
        <source>Add snake {start} → {end}</source>
        <translation>Schlange {start} → {end} hinzufügen</translation>
    </message>
    <message>
        <source>Placed a snake from {start} to {end}</source>
        <translation>Schlange von {start} nach {end} gesetzt</translation>
    </message>
    <message>
        <source>Move ladder to {start} → {end}</source>
        <translation>Leiter nach {start} → {end} verschieben</translation>
    </message>
    <message>
        <source>Moved the ladder: now {start} → {end}</source>
        <translation>Leiter verschoben: jetzt {start} → {end}</translation>
    </message>
    <message>
        <source>Move snake to {start} → {end}</source>
        <translation>Schlange nach {start} → {end} verschieben</translation>
    </message>
    <message>
        <source>Moved the snake: now {start} → {end}</source>
        <translation>Schlange verschoben: jetzt {start} → {end}</translation>
    </message>
    <message>
        <source>Remove ladder {start} → {end}</source>
        <translation>Leiter {start} → {end} entfernen</translation>
    </message>
    <message>
        <source>Removed the ladder {start} → {end}</source>
        <translation>Leiter {start} → {end} entfernt</translation>
    </message>
    <message>
        <source>Remove snake {start} → {end}</source>
        <translation>Schlange {start} → {end} entfernen</translation>
    </message>
    <message>
        <source>Removed the snake {start} → {end}</source>
        <translation>Schlange {start} → {end} entfernt</translation>
    </message>
    <message>
        <source>Remove jump {start} → {end}</source>
        <translation>Sprung {start} → {end} entfernen</translation>
    </message>
    <message>
        <source>Removed the jump {start} → {end}</source>
        <translation>Sprung {start} → {end} entfernt</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n jump(s)</source>
        <translation>
            <numerusform>%n Sprung löschen</numerusform>
            <numerusform>%n Sprünge löschen</numerusform>
        </translation>
    </message>
    <message>
        <source>A {rows}×{cols} board has no room for {what} ({listed}). Remove it and resize?</source>
        <translation>Ein {rows}×{cols}-Spielbrett hat keinen Platz für {what} ({listed}). Entfernen und Größe ändern?</translation>
    </message>
    <message>
        <source>A {rows}×{cols} board has no room for {what} ({listed}). Remove them and resize?</source>
        <translation>Ein {rows}×{cols}-Spielbrett hat keinen Platz für {what} ({listed}). Entfernen und Größe ändern?</translation>
    </message>
    <message>
        <source>Resize board</source>
        <translation>Größe des Spielbretts ändern</translation>
    </message>
    <message>
        <source>Resize to {rows}×{cols}</source>
        <translation>Größe ändern auf {rows}×{cols}</translation>
    </message>
    <message numerus="yes">
        <source>%n jump(s) going nowhere</source>
        <translation>
            <numerusform>%n Sprung ins Leere</numerusform>
            <numerusform>%n Sprünge ins Leere</numerusform>
        </translation>
    </message>
    <message>
        <source>{first}, {second} and {third}</source>
        <translation>{first}, {second} und {third}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} und {second}</translation>
    </message>
    <message>
        <source>Generating a board…</source>
        <translation>Spielbrett wird erzeugt…</translation>
    </message>
    <message>
        <source>No board was made: {why}.</source>
        <translation>Es wurde kein Spielbrett erzeugt: {why}.</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n board(s): nothing was changed.</source>
        <translation>
            <numerusform>Abgebrochen nach %n Spielbrett: Es wurde nichts geändert.</numerusform>
            <numerusform>Abgebrochen nach %n Spielbrettern: Es wurde nichts geändert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Generate a board</source>
        <translation>Spielbrett erzeugen</translation>
    </message>
    <message numerus="yes">
        <source>After %n board(s), none met every target:</source>
        <translation>
            <numerusform>Nach %n Spielbrett hat keines alle Zielwerte erreicht:</numerusform>
            <numerusform>Nach %n Spielbrettern hat keines alle Zielwerte erreicht:</numerusform>
        </translation>
    </message>
    <message>
        <source>Use the closest board found?</source>
        <translation>Das beste gefundene Spielbrett verwenden?</translation>
    </message>
    <message>
        <source>No board met every target: {misses}. Change them or the seed.</source>
        <translation>Kein Spielbrett hat alle Zielwerte erreicht: {misses}. Ändere sie oder den Startwert.</translation>
    </message>
    <message>
        <source>Generated {rows}×{cols}, seed {seed}</source>
        <translation>{rows}×{cols} erzeugt, Startwert {seed}</translation>
    </message>
    <message>
        <source>Generate board</source>
        <translation>Spielbrett erzeugen</translation>
    </message>
    <message>
        <source>Generated a {rows}×{cols} board: fewest throws {throws}</source>
        <translation>Ein {rows}×{cols}-Spielbrett erzeugt: Mindestzahl an Würfen {throws}</translation>
    </message>
    <message>
        <source>; a game lasts {turns} turns on average</source>
        <translation>; ein Spiel dauert im Schnitt {turns} Züge</translation>
    </message>
    <message>
        <source> (a long game: set an expected length to keep it shorter)</source>
        <translation> (ein langes Spiel: Lege eine erwartete Spiellänge fest, damit es kürzer wird)</translation>
    </message>
    <message numerus="yes">
        <source>Tune takes boards of up to %n squares (50×50)</source>
        <translation>
            <numerusform>Feinabstimmen nimmt Spielbretter mit bis zu %n Feld (50×50)</numerusform>
            <numerusform>Feinabstimmen nimmt Spielbretter mit bis zu %n Feldern (50×50)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tune layout: %n snake(s) or ladder(s) moved</source>
        <translation>
            <numerusform>Anordnung feinabstimmen: %n Schlange oder Leiter verschoben</numerusform>
            <numerusform>Anordnung feinabstimmen: %n Schlangen oder Leitern verschoben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tuned the layout: %n snake(s) or ladder(s) moved</source>
        <translation>
            <numerusform>Anordnung feinabgestimmt: %n Schlange oder Leiter verschoben</numerusform>
            <numerusform>Anordnung feinabgestimmt: %n Schlangen oder Leitern verschoben</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Revanche</translation>
    </message>
    <message>
        <source>The same players again on this board</source>
        <translation>Dieselben Spieler noch einmal auf diesem Spielbrett</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>Sa&amp;ve Game…</source>
        <translation>Spiel spei&amp;chern…</translation>
    </message>
    <message>
        <source>&amp;Close Game</source>
        <translation>Spiel &amp;schließen</translation>
    </message>
    <message>
        <source>Put the game away: the board stays open</source>
        <translation>Das Spiel beenden: Das Spielbrett bleibt offen</translation>
    </message>
</context>
<context>
    <name>ErrorReporter</name>
    <message>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgegangen</translation>
    </message>
    <message>
        <source>{app} ran into an error it did not expect. Your board is safe in the autosave.</source>
        <translation>{app} ist auf einen unerwarteten Fehler gestoßen. Dein Spielbrett ist in der automatischen Sicherung sicher.</translation>
    </message>
    <message>
        <source>{error}. The details are in {file}. You can go on working; saving your board now is wise.</source>
        <translation>{error}. Die Einzelheiten stehen in {file}. Du kannst weiterarbeiten; am besten speicherst du dein Spielbrett jetzt.</translation>
    </message>
    <message>
        <source>{error}. You can go on working; saving your board now is wise.</source>
        <translation>{error}. Du kannst weiterarbeiten; am besten speicherst du dein Spielbrett jetzt.</translation>
    </message>
    <message>
        <source>Copy Details</source>
        <translation>Details kopieren</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Sheet {number} of {count}: row {row} of {rows}, column {column} of {columns}</source>
        <translation>Blatt {number} von {count}: Reihe {row} von {rows}, Spalte {column} von {columns}</translation>
    </message>
    <message>
        <source>cannot export a file with no extension: use .png, .svg or .pdf</source>
        <translation>kann keine Datei ohne Endung exportieren: Verwende .png, .svg oder .pdf</translation>
    </message>
    <message>
        <source>cannot export to .{kind}: use .png, .svg or .pdf</source>
        <translation>kann nicht nach .{kind} exportieren: Verwende .png, .svg oder .pdf</translation>
    </message>
    <message>
        <source>the resolution is 150, 300 or 600 dpi, not {dpi}</source>
        <translation>die Auflösung ist 150, 300 oder 600 dpi, nicht {dpi}</translation>
    </message>
    <message>
        <source>a PNG is {low} to {high} pixels on its longer side, not {size}</source>
        <translation>eine PNG ist an ihrer längeren Seite {low} bis {high} Pixel groß, nicht {size}</translation>
    </message>
    <message>
        <source>PDF/X is a kind of PDF: export it as .pdf</source>
        <translation>PDF/X ist eine Art PDF: exportieren Sie es als .pdf</translation>
    </message>
    <message>
        <source>texts as outlines are for SVG (a PDF carries its font already)</source>
        <translation>Texte als Umrisse gibt es für SVG (ein PDF enthält seine Schrift schon)</translation>
    </message>
    <message>
        <source>a poster of several sheets is made as a PDF (a page a sheet): export it as .pdf</source>
        <translation>ein Poster aus mehreren Blättern wird als PDF erstellt (eine Seite pro Blatt): Exportiere es als .pdf</translation>
    </message>
    <message>
        <source>{paper} at {dpi} dpi is {width}×{height} pixels ({millions} million); a PNG has at most {most} million: choose a lower resolution, or export it as PDF</source>
        <translation>{paper} mit {dpi} dpi ergibt {width}×{height} Pixel ({millions} Millionen); eine PNG hat höchstens {most} Millionen: Wähle eine niedrigere Auflösung oder exportiere als PDF</translation>
    </message>
    <message>
        <source>a {rows}×{cols} board is too large for {format} (every square is a shape; at most {most} squares): export it as PNG instead</source>
        <translation>ein {rows}×{cols}-Spielbrett ist zu groß für {format} (jedes Feld ist eine Form; höchstens {most} Felder): Exportiere es stattdessen als PNG</translation>
    </message>
    <message>
        <source>the picture could not be encoded as PNG</source>
        <translation>das Bild konnte nicht als PNG kodiert werden</translation>
    </message>
    <message>
        <source>Snakes &amp; Ladders board</source>
        <translation>Schlangen-und-Leitern-Spielbrett</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export as PNG</source>
        <translation>Als PNG exportieren</translation>
    </message>
    <message>
        <source>Export as SVG</source>
        <translation>Als SVG exportieren</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Als PDF exportieren</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
</context>
<context>
    <name>FewestThrowsLabel</name>
    <message>
        <source>The fewest throws with one die a throw (LeetCode's problem); Learn → Play (F5) shows how breadth-first search finds it. A game under the board's own rules is in Analysis.</source>
        <translation>Die Mindestzahl an Würfen mit einem Würfel pro Wurf (das LeetCode-Problem); Lernen → Abspielen (F5) zeigt, wie die Breitensuche sie findet. Ein Spiel nach den eigenen Regeln des Spielbretts steht in der Analyse.</translation>
    </message>
    <message>
        <source>Fewest throws: working it out…</source>
        <translation>Mindestzahl an Würfen: wird berechnet…</translation>
    </message>
    <message>
        <source>Fewest throws: {throws}</source>
        <translation>Mindestzahl an Würfen: {throws}</translation>
    </message>
    <message>
        <source>One die a throw never reaches the goal</source>
        <translation>Mit einem Würfel pro Wurf ist das Ziel unerreichbar</translation>
    </message>
</context>
<context>
    <name>Figures</name>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>half of games end within %n turn(s)</source>
        <translation>
            <numerusform>die Hälfte der Spiele endet nach höchstens %n Zug</numerusform>
            <numerusform>die Hälfte der Spiele endet nach höchstens %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>90% of games end within %n turn(s)</source>
        <translation>
            <numerusform>90 % der Spiele enden nach höchstens %n Zug</numerusform>
            <numerusform>90 % der Spiele enden nach höchstens %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>half of games last more than %n turn(s)</source>
        <translation>
            <numerusform>die Hälfte der Spiele dauert länger als %n Zug</numerusform>
            <numerusform>die Hälfte der Spiele dauert länger als %n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>90% of games last more than %n turn(s)</source>
        <translation>
            <numerusform>90 % der Spiele dauern länger als %n Zug</numerusform>
            <numerusform>90 % der Spiele dauern länger als %n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>last more than %n turn(s)</source>
        <translation>
            <numerusform>dauern länger als %n Zug</numerusform>
            <numerusform>dauern länger als %n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{chance} of games finish within %n turn(s)</source>
        <translation>
            <numerusform>{chance} der Spiele enden nach höchstens %n Zug</numerusform>
            <numerusform>{chance} der Spiele enden nach höchstens %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at least {chance} of games finish within %n turn(s)</source>
        <translation>
            <numerusform>mindestens {chance} der Spiele enden nach höchstens %n Zug</numerusform>
            <numerusform>mindestens {chance} der Spiele enden nach höchstens %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <source>less than {least} ({chance})</source>
        <translation>weniger als {least} ({chance})</translation>
    </message>
    <message>
        <source>more than {most}</source>
        <translation>mehr als {most}</translation>
    </message>
    <message numerus="yes">
        <source>a chance too small to write (below {least}) of finishing within %n turn(s)</source>
        <translation>
            <numerusform>eine verschwindend kleine Chance (unter {least}), nach höchstens %n Zug fertig zu sein</numerusform>
            <numerusform>eine verschwindend kleine Chance (unter {least}), nach höchstens %n Zügen fertig zu sein</numerusform>
        </translation>
    </message>
    <message>
        <source>more than {largest}</source>
        <translation>mehr als {largest}</translation>
    </message>
    <message>
        <source>A token can never reach the goal: every game goes on for ever.</source>
        <translation>Eine Spielfigur kann das Ziel nie erreichen: Jedes Spiel geht ewig weiter.</translation>
    </message>
    <message>
        <source>between {low} and {high}</source>
        <translation>zwischen {low} und {high}</translation>
    </message>
    <message>
        <source>The goal can be missed for ever: {share} of games never end, so the expected length is infinite.</source>
        <translation>Das Ziel kann für immer verfehlt werden: {share} der Spiele enden nie, daher ist die erwartete Spiellänge unendlich.</translation>
    </message>
    <message>
        <source>One player: {turns} turns on average.</source>
        <translation>Ein Spieler: im Schnitt {turns} Züge.</translation>
    </message>
    <message>
        <source>One player: at least {turns} turns on average (games this long are followed for {followed} turns, when nearly all of them are still going).</source>
        <translation>Ein Spieler: im Schnitt mindestens {turns} Züge (so lange Spiele werden {followed} Züge lang verfolgt, und dann laufen fast alle noch).</translation>
    </message>
    <message>
        <source>One player: at least {turns} turns on average (games this long are followed for {followed} turns, when {share} are still going).</source>
        <translation>Ein Spieler: im Schnitt mindestens {turns} Züge (so lange Spiele werden {followed} Züge lang verfolgt, und dann laufen {share} noch).</translation>
    </message>
    <message>
        <source>One player: the expected length could not be worked out.</source>
        <translation>Ein Spieler: Die erwartete Spiellänge konnte nicht berechnet werden.</translation>
    </message>
    <message>
        <source>half of games never end</source>
        <translation>die Hälfte der Spiele endet nie</translation>
    </message>
    <message>
        <source>90% of games never end</source>
        <translation>90 % der Spiele enden nie</translation>
    </message>
    <message>
        <source>never end</source>
        <translation>enden nie</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} bis {high}</translation>
    </message>
    <message>
        <source>for ever</source>
        <translation>ewig</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>{times} times</source>
        <translation>{times}-mal</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <source>New board</source>
        <translation>Neues Spielbrett</translation>
    </message>
    <message>
        <source>Cannot open board</source>
        <translation>Spielbrett kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>{name} could not be opened:
{why}</source>
        <translation>{name} konnte nicht geöffnet werden:
{why}</translation>
    </message>
    <message>
        <source>Opened {name}</source>
        <translation>{name} geöffnet</translation>
    </message>
    <message>
        <source>Imported {name}</source>
        <translation>{name} importiert</translation>
    </message>
    <message>
        <source>Imported {name} (a bare matrix): save it as a .snl board</source>
        <translation>{name} importiert (eine reine Matrix): Speichere es als .snl-Spielbrett</translation>
    </message>
    <message>
        <source>Imported {name} (snake and ladder lists): save it as a .snl board</source>
        <translation>{name} importiert (Listen von Schlangen und Leitern): Speichere es als .snl-Spielbrett</translation>
    </message>
    <message>
        <source>Imported {name} (a linear move array): save it as a .snl board</source>
        <translation>{name} importiert (ein lineares move-Array): Speichere es als .snl-Spielbrett</translation>
    </message>
    <message>
        <source>Imported {name}: save it as a .snl board</source>
        <translation>{name} importiert: Speichere es als .snl-Spielbrett</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Drop your unsaved changes and reload {name} from disk?</source>
        <translation>Deine ungespeicherten Änderungen verwerfen und {name} neu von der Festplatte laden?</translation>
    </message>
    <message>
        <source>Cannot revert</source>
        <translation>Zurücksetzen nicht möglich</translation>
    </message>
    <message>
        <source>{name} could not be read:
{why}</source>
        <translation>{name} konnte nicht gelesen werden:
{why}</translation>
    </message>
    <message>
        <source>Save board as</source>
        <translation>Spielbrett speichern unter</translation>
    </message>
    <message>
        <source>Snakes &amp; Ladders boards (*.snl)</source>
        <translation>Schlangen-und-Leitern-Spielbretter (*.snl)</translation>
    </message>
    <message>
        <source>Cannot reload</source>
        <translation>Neu laden nicht möglich</translation>
    </message>
    <message>
        <source>Save restored work</source>
        <translation>Wiederhergestellte Arbeit speichern</translation>
    </message>
    <message>
        <source>Replace {name} with the work restored after the crash?</source>
        <translation>{name} durch die nach dem Absturz wiederhergestellte Arbeit ersetzen?</translation>
    </message>
    <message>
        <source>Cannot save board</source>
        <translation>Spielbrett kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>{name} could not be saved: {why}.
Your board is still open and unchanged; the file on disk is as it was.</source>
        <translation>{name} konnte nicht gespeichert werden: {why}.
Dein Spielbrett ist noch offen und unverändert; die Datei auf der Festplatte ist wie vorher.</translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation>{name} gespeichert</translation>
    </message>
    <message>
        <source>{name} was deleted or moved by another program: Save writes it again</source>
        <translation>{name} wurde von einem anderen Programm gelöscht oder verschoben: Speichern schreibt die Datei neu</translation>
    </message>
    <message>
        <source>Print {name}</source>
        <translation>{name} drucken</translation>
    </message>
    <message>
        <source>Drawing {name}…</source>
        <translation>{name} wird gezeichnet…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cannot export board</source>
        <translation>Spielbrett kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>{name} was not made: {why}.</source>
        <translation>{name} wurde nicht erstellt: {why}.</translation>
    </message>
    <message>
        <source>{name} could not be written: {why}. Any earlier file of that name is unchanged.</source>
        <translation>{name} konnte nicht geschrieben werden: {why}. Eine ältere Datei mit diesem Namen ist unverändert.</translation>
    </message>
    <message>
        <source>Exported {name}</source>
        <translation>{name} exportiert</translation>
    </message>
    <message>
        <source>Export board as PNG</source>
        <translation>Spielbrett als PNG exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>Export board as SVG</source>
        <translation>Spielbrett als SVG exportieren</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Export board as PDF</source>
        <translation>Spielbrett als PDF exportieren</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>a number with a decimal point</source>
        <translation>eine Zahl mit Dezimalpunkt</translation>
    </message>
    <message>
        <source>board</source>
        <translation>Spielbrett</translation>
    </message>
    <message>
        <source>saved game</source>
        <translation>gespeichertes Spiel</translation>
    </message>
    <message>
        <source>board file</source>
        <translation>Spielbrett</translation>
    </message>
    <message>
        <source>the file is larger than {size} MB; a board file is much smaller</source>
        <translation>die Datei ist größer als {size} MB; eine Spielbrett-Datei ist viel kleiner</translation>
    </message>
    <message>
        <source>this is a folder, not a {what}</source>
        <translation>das ist ein Ordner, kein {what}</translation>
    </message>
    <message>
        <source>this is not a regular file (a pipe or a device?): save the {what} to a file first</source>
        <translation>das ist keine normale Datei (eine Pipe oder ein Gerät?): {what} zuerst in eine Datei speichern</translation>
    </message>
    <message>
        <source>the file is {size} MB; a {what} is at most {most} MB</source>
        <translation>die Datei hat {size} MB; ein {what} hat höchstens {most} MB</translation>
    </message>
    <message>
        <source>cannot read the file: {reason}</source>
        <translation>die Datei kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>not a {what}: the file holds {count:,} lists and objects; a {what} needs at most {most:,}</source>
        <translation>kein {what}: Die Datei enthält {count:,} Listen und Objekte; ein {what} braucht höchstens {most:,}</translation>
    </message>
    <message>
        <source>not a {what}: the file holds {count:,} texts; a {what} needs at most {most:,}</source>
        <translation>kein {what}: Die Datei enthält {count:,} Texte; ein {what} braucht höchstens {most:,}</translation>
    </message>
    <message>
        <source>not a text file: byte {byte} is not UTF-8 (is this a {what} file?)</source>
        <translation>keine Textdatei: Byte {byte} ist kein UTF-8 (ist das wirklich ein {what}?)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>{name} is not a number a {what} can hold</source>
        <translation>{name} ist keine Zahl, die ein {what} enthalten kann</translation>
    </message>
    <message>
        <source>the file is damaged or is not a {what} file: its text (JSON) breaks off or is garbled at line {line}, column {column} ({reason})</source>
        <translation>die Datei ist beschädigt oder kein {what}: Ihr Text (JSON) bricht in Zeile {line}, Spalte {column} ab oder ist dort fehlerhaft ({reason})</translation>
    </message>
    <message>
        <source>not a {what}: the JSON is nested far too deep</source>
        <translation>kein {what}: Das JSON ist viel zu tief verschachtelt</translation>
    </message>
    <message>
        <source>not a {what}: a number in it has {count} digits</source>
        <translation>kein {what}: Eine Zahl darin hat {count} Ziffern</translation>
    </message>
    <message>
        <source>not a {what}: {reason}</source>
        <translation>kein {what}: {reason}</translation>
    </message>
    <message>
        <source>this is a socket, not a file: nothing was written</source>
        <translation>das ist ein Socket, keine Datei: Es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>this is a disk device: it is not written over; choose a file</source>
        <translation>das ist ein Laufwerk: Es wird nicht überschrieben; wähle eine Datei</translation>
    </message>
    <message>
        <source>nothing is reading from this pipe: start the program that reads it first</source>
        <translation>niemand liest aus dieser Pipe: Starte zuerst das Programm, das sie liest</translation>
    </message>
</context>
<context>
    <name>FolderDialog</name>
    <message>
        <source>Check a Folder</source>
        <translation>Ordner prüfen</translation>
    </message>
    <message>
        <source>Every .py file of a folder (not its subfolders) is run over {count} boards, each in a separate process, {at_once} at once. Double-click a row, or press Enter on it, for that file's full report.</source>
        <translation>Jede .py-Datei eines Ordners (ohne Unterordner) läuft auf {count} Spielbrettern, jede in einem eigenen Prozess, {at_once} gleichzeitig. Doppelklicke auf eine Zeile oder drücke darauf Enter, um den vollständigen Bericht dieser Datei zu sehen.</translation>
    </message>
    <message>
        <source>Choose a &amp;Folder…</source>
        <translation>&amp;Ordner wählen…</translation>
    </message>
    <message>
        <source>Choose a folder of students' solutions.</source>
        <translation>Wähle einen Ordner mit den Lösungen der Schüler.</translation>
    </message>
    <message>
        <source>Filter by file name or text</source>
        <translation>Nach Dateiname oder Text filtern</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <source>Show only fai&amp;ling</source>
        <translation>Nur &amp;fehlgeschlagene zeigen</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSV &amp;exportieren…</translation>
    </message>
    <message>
        <source>The class's files</source>
        <translation>Die Dateien der Klasse</translation>
    </message>
    <message>
        <source>Choose a folder of solutions</source>
        <translation>Ordner mit Lösungen wählen</translation>
    </message>
    <message>
        <source>This folder cannot be read: {reason}</source>
        <translation>Dieser Ordner kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>There is no .py file in this folder.</source>
        <translation>In diesem Ordner gibt es keine .py-Datei.</translation>
    </message>
    <message>
        <source>This folder has {count} .py files; at most {most} are checked at once.</source>
        <translation>Dieser Ordner enthält {count} .py-Dateien; höchstens {most} werden auf einmal geprüft.</translation>
    </message>
    <message>
        <source>Timing the reference (a plain breadth-first search)…</source>
        <translation>Die Referenz wird gemessen (eine einfache Breitensuche)…</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Wird geprüft…</translation>
    </message>
    <message>
        <source>{done} of {total} checked</source>
        <translation>{done} von {total} geprüft</translation>
    </message>
    <message>
        <source>The check stopped: {reason}</source>
        <translation>Die Prüfung wurde angehalten: {reason}</translation>
    </message>
    <message>
        <source>Cancelled: {done} of {total} checked; the rows done are kept.</source>
        <translation>Abgebrochen: {done} von {total} geprüft; die fertigen Zeilen bleiben erhalten.</translation>
    </message>
    <message>
        <source>Done: {done} of {total} checked.</source>
        <translation>Fertig: {done} von {total} geprüft.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <source>CSV files ({pattern})</source>
        <translation>CSV-Dateien ({pattern})</translation>
    </message>
    <message>
        <source>Export the class table</source>
        <translation>Die Klassentabelle exportieren</translation>
    </message>
    <message>
        <source>{file} cannot be written: {reason}</source>
        <translation>{file} kann nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>Exported to {file}.</source>
        <translation>Exportiert nach {file}.</translation>
    </message>
</context>
<context>
    <name>FullScreen</name>
    <message>
        <source>&amp;Full Screen</source>
        <translation>Voll&amp;bild</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>{dice} — throw again</source>
        <translation>{dice} – noch mal würfeln</translation>
    </message>
    <message>
        <source>three sixes — turn lost</source>
        <translation>drei Sechsen – Zug verloren</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>It is not {name}'s turn.</source>
        <translation>{name} ist nicht dran.</translation>
    </message>
    <message>
        <source>{name} rolled {what}</source>
        <translation>{name} würfelt {what}</translation>
    </message>
    <message>
        <source>; then {what}</source>
        <translation>; dann {what}</translation>
    </message>
    <message>
        <source>{name} rolled three sixes: the turn is lost, {name} stays on {square}</source>
        <translation>{name} würfelt drei Sechsen: Der Zug ist verloren, {name} bleibt auf {square}</translation>
    </message>
    <message>
        <source>{name} rolled {dice}: a 6 is needed to start, so {name} waits off the board</source>
        <translation>{name} würfelt {dice}: Zum Starten braucht es eine 6, also wartet {name} vor dem Spielbrett</translation>
    </message>
    <message>
        <source>{name} rolled {dice}: that would go past the last square, so {name} stays on {square}</source>
        <translation>{name} würfelt {dice}: Das ginge über das letzte Feld hinaus, also bleibt {name} auf {square}</translation>
    </message>
    <message>
        <source>★ {name} wins! ★</source>
        <translation>★ {name} gewinnt! ★</translation>
    </message>
    <message>
        <source>{turn} and wins!</source>
        <translation>{turn} und gewinnt!</translation>
    </message>
    <message>
        <source>{dice}: a 6 is needed to start, so {name} waits off the board</source>
        <translation>{dice}: Zum Starten braucht es eine 6, also wartet {name} vor dem Spielbrett</translation>
    </message>
    <message>
        <source>{dice}: three sixes, so {name} goes back to {square}</source>
        <translation>{dice}: drei Sechsen, also geht {name} zurück auf {square}</translation>
    </message>
    <message>
        <source>{dice}: that would go past the last square, so {name} stays on {square}</source>
        <translation>{dice}: Das ginge über das letzte Feld hinaus, also bleibt {name} auf {square}</translation>
    </message>
    <message>
        <source>, bounced back from {top} to {square}</source>
        <translation>, prallt von {top} zurück auf {square}</translation>
    </message>
    <message>
        <source>, moved from {start} to {end}</source>
        <translation>, zieht von {start} auf {end}</translation>
    </message>
    <message>
        <source>, climbed from {start} to {end}</source>
        <translation>, klettert von {start} auf {end}</translation>
    </message>
    <message>
        <source>, slid down from {start} to {end}</source>
        <translation>, rutscht von {start} auf {end}</translation>
    </message>
    <message>
        <source>{name} threw three sixes and lost the turn</source>
        <translation>{name} würfelt drei Sechsen und verliert den Zug</translation>
    </message>
    <message>
        <source>{name} threw {dice} — a 6 is needed to start</source>
        <translation>{name} würfelt {dice} – zum Starten braucht es eine 6</translation>
    </message>
    <message>
        <source>{name} threw {what}</source>
        <translation>{name} würfelt {what}</translation>
    </message>
    <message>
        <source>, then {what}</source>
        <translation>, dann {what}</translation>
    </message>
    <message>
        <source>{turn} — and won!</source>
        <translation>{turn} – und gewinnt!</translation>
    </message>
    <message>
        <source>{dice} — a 6 is needed to start</source>
        <translation>{dice} – zum Starten braucht es eine 6</translation>
    </message>
    <message>
        <source>{dice}: three sixes, so back to {square}</source>
        <translation>{dice}: drei Sechsen, also zurück auf {square}</translation>
    </message>
    <message>
        <source>{dice}: too far, so {name} stays on {square}</source>
        <translation>{dice}: zu weit, also bleibt {name} auf {square}</translation>
    </message>
    <message>
        <source>{dice} and climbed the ladder from {start} to {end}</source>
        <translation>{dice} und klettert die Leiter von {start} auf {end} hoch</translation>
    </message>
    <message>
        <source>{dice} and slid down the snake from {start} to {end}</source>
        <translation>{dice} und rutscht die Schlange von {start} auf {end} hinunter</translation>
    </message>
    <message>
        <source>{dice}, bounced back and stopped on {square}</source>
        <translation>{dice}, prallt zurück und bleibt auf {square} stehen</translation>
    </message>
    <message>
        <source>{dice} and moved from {start} to {end}</source>
        <translation>{dice} und zieht von {start} auf {end}</translation>
    </message>
    <message>
        <source>{first}; {then}</source>
        <translation>{first}; {then}</translation>
    </message>
    <message>
        <source>{name} has won</source>
        <translation>{name} hat gewonnen</translation>
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation>{name} ist dran</translation>
    </message>
    <message>
        <source>{name} is here</source>
        <translation>{name} ist hier</translation>
    </message>
    <message>
        <source>{names} and {last} are here</source>
        <translation>{names} und {last} sind hier</translation>
    </message>
    <message>
        <source>{name} needs a 6 to start</source>
        <translation>{name} braucht eine 6 zum Starten</translation>
    </message>
    <message>
        <source>{name} on {square}</source>
        <translation>{name} auf {square}</translation>
    </message>
    <message>
        <source>{name} off the board</source>
        <translation>{name} vor dem Spielbrett</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>{name} has won!</source>
        <translation>{name} hat gewonnen!</translation>
    </message>
    <message>
        <source>{name} is moving…</source>
        <translation>{name} zieht…</translation>
    </message>
    <message>
        <source>{name} is throwing…</source>
        <translation>{name} würfelt…</translation>
    </message>
    <message>
        <source>{name}'s turn (the computer throws)</source>
        <translation>{name} ist dran (der Computer würfelt)</translation>
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation>{name} ist dran</translation>
    </message>
    <message>
        <source>Wait: {name}'s token is still moving.</source>
        <translation>Warte: Die Spielfigur von {name} bewegt sich noch.</translation>
    </message>
    <message>
        <source>Wait: the die is still rolling.</source>
        <translation>Warte: Der Würfel rollt noch.</translation>
    </message>
    <message>
        <source>{dice}: {name} throws again.</source>
        <translation>{dice}: {name} würfelt noch einmal.</translation>
    </message>
    <message>
        <source>Game completed: {name} has won. Choose Rematch or New Game to play again.</source>
        <translation>Spiel beendet: {name} hat gewonnen. Wähle „Revanche“ oder „Neues Spiel“, um noch einmal zu spielen.</translation>
    </message>
    <message>
        <source>{wait} The die was not thrown.</source>
        <translation>{wait} Es wurde nicht gewürfelt.</translation>
    </message>
    <message>
        <source>{wait} That die was not used.</source>
        <translation>{wait} Dieser Würfel wurde nicht gezählt.</translation>
    </message>
    <message>
        <source>It is {name}'s turn: the computer throws for {name}.</source>
        <translation>{name} ist dran: Der Computer würfelt für {name}.</translation>
    </message>
    <message>
        <source>{wait} Nothing was taken back.</source>
        <translation>{wait} Es wurde nichts zurückgenommen.</translation>
    </message>
    <message>
        <source>Take back the dice of this turn?</source>
        <translation>Die Würfe dieses Zugs zurücknehmen?</translation>
    </message>
    <message>
        <source>There is no turn to take back.</source>
        <translation>Es gibt keinen Zug zum Zurücknehmen.</translation>
    </message>
    <message>
        <source>Take back {name}'s last turn?</source>
        <translation>Den letzten Zug von {name} zurücknehmen?</translation>
    </message>
    <message numerus="yes">
        <source>Take back the last %n turn(s), by {players}?</source>
        <translation>
            <numerusform>Den letzten Zug (von {players}) zurücknehmen?</numerusform>
            <numerusform>Die letzten %n Züge (von {players}) zurücknehmen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Dice taken back: {name} throws again from the start of the turn.</source>
        <translation>Würfe zurückgenommen: {name} würfelt noch einmal vom Anfang des Zugs.</translation>
    </message>
    <message>
        <source>Took back {name}'s turn ({dice}).</source>
        <translation>Zug von {name} zurückgenommen ({dice}).</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>player {number} is not a Seat but {type}</source>
        <translation>Spieler {number} ist kein Seat, sondern {type}</translation>
    </message>
    <message>
        <source>player {player}: 'computer' must be true or false, not {value}</source>
        <translation>Spieler {player}: 'computer' muss true oder false sein, nicht {value}</translation>
    </message>
    <message>
        <source>player {player}: 'wins' must be a whole number from 0 to {most}, not {value}</source>
        <translation>Spieler {player}: 'wins' muss eine ganze Zahl von 0 bis {most} sein, nicht {value}</translation>
    </message>
    <message>
        <source>player {player}: colour {value} is not a colour like "#1f77b4" ('#' and six hexadecimal digits)</source>
        <translation>Spieler {player}: Farbe {value} ist keine Farbe wie "#1f77b4" ('#' und sechs Hexadezimalziffern)</translation>
    </message>
    <message>
        <source>player {player}: animal {value} is not one of {animals}</source>
        <translation>Spieler {player}: Das Tier {value} ist keines der Tiere {animals}</translation>
    </message>
    <message>
        <source>a game has {least} to {most} players, not {count}</source>
        <translation>ein Spiel hat {least} bis {most} Spieler, nicht {count}</translation>
    </message>
    <message>
        <source>a saved game holds at most {most} turns, not {count}</source>
        <translation>ein gespeichertes Spiel enthält höchstens {most} Züge, nicht {count}</translation>
    </message>
    <message>
        <source>turn {number} is not a (player, dice) pair: {value}</source>
        <translation>Zug {number} ist kein Paar (Spieler, Würfel): {value}</translation>
    </message>
    <message>
        <source>turn {number}: the dice must be a list of numbers, not {value}</source>
        <translation>Zug {number}: Die Würfel müssen eine Liste von Zahlen sein, nicht {value}</translation>
    </message>
    <message>
        <source>turn {number}: the player must be text, not {value}</source>
        <translation>Zug {number}: Der Spieler muss Text sein, nicht {value}</translation>
    </message>
    <message>
        <source>{players} players but {tallies} tallies of wins</source>
        <translation>{players} Spieler, aber {tallies} Siegzählungen</translation>
    </message>
    <message>
        <source>the players cannot play: {why}</source>
        <translation>die Spieler können nicht spielen: {why}</translation>
    </message>
    <message>
        <source>the seats ({seats}) are not the game's players ({players})</source>
        <translation>die Plätze ({seats}) sind nicht die Spieler des Spiels ({players})</translation>
    </message>
    <message>
        <source>{players} players but {colours} colours</source>
        <translation>{players} Spieler, aber {colours} Farben</translation>
    </message>
    <message>
        <source>turn {number} ({player}, dice {dice}) does not replay: {why}</source>
        <translation>Zug {number} ({player}, Würfel {dice}) lässt sich nicht nachspielen: {why}</translation>
    </message>
    <message>
        <source>{player} is not one of the players</source>
        <translation>{player} ist keiner der Spieler</translation>
    </message>
    <message>
        <source>{winner} already won on turn {turn} ({result})</source>
        <translation>{winner} hat schon in Zug {turn} gewonnen ({result})</translation>
    </message>
    <message>
        <source>it was {expected}'s turn, not {player}'s</source>
        <translation>{expected} war dran, nicht {player}</translation>
    </message>
    <message>
        <source>the game is over, yet dice {dice} wait to be played</source>
        <translation>das Spiel ist vorbei, trotzdem warten die Würfel {dice} darauf, gespielt zu werden</translation>
    </message>
    <message>
        <source>the unfinished turn's dice must be whole numbers from 1 to 6, not {dice}</source>
        <translation>die Würfel des unvollendeten Zugs müssen ganze Zahlen von 1 bis 6 sein, nicht {dice}</translation>
    </message>
    <message>
        <source>the unfinished turn's dice {dice} are a whole turn (only sixes that earn another throw can wait)</source>
        <translation>die Würfel {dice} des unvollendeten Zugs sind ein ganzer Zug (nur Sechsen, die einen weiteren Wurf bringen, können warten)</translation>
    </message>
    <message>
        <source>the game holds text no file can save ({reason})</source>
        <translation>das Spiel enthält Text, den keine Datei speichern kann ({reason})</translation>
    </message>
    <message>
        <source>the file is larger than {megabytes} MB</source>
        <translation>die Datei ist größer als {megabytes} MB</translation>
    </message>
    <message>
        <source>not a saved game: expected a JSON object, found {found}</source>
        <translation>kein gespeichertes Spiel: erwartet wurde ein JSON-Objekt, gefunden wurde {found}</translation>
    </message>
    <message>
        <source>the saved game has no {key}</source>
        <translation>dem gespeicherten Spiel fehlt {key}</translation>
    </message>
    <message>
        <source>the game's rules: {why}</source>
        <translation>die Regeln des Spiels: {why}</translation>
    </message>
    <message>
        <source>'pending' must be a list of at most two whole numbers, not {value}</source>
        <translation>'pending' muss eine Liste von höchstens zwei ganzen Zahlen sein, nicht {value}</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>true/false</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>this is a board file, not a saved game: open it as a board</source>
        <translation>das ist eine Spielbrett-Datei, kein gespeichertes Spiel: Öffne sie als Spielbrett</translation>
    </message>
    <message>
        <source>not a saved game: the file has no 'format', expected {expected}</source>
        <translation>kein gespeichertes Spiel: Die Datei hat kein 'format', erwartet wurde {expected}</translation>
    </message>
    <message>
        <source>not a saved game: the file has format {found}, expected {expected}</source>
        <translation>kein gespeichertes Spiel: Die Datei hat das Format {found}, erwartet wurde {expected}</translation>
    </message>
    <message>
        <source>the saved game has no valid 'version' (found {found})</source>
        <translation>das gespeicherte Spiel hat keine gültige 'version' (gefunden: {found})</translation>
    </message>
    <message>
        <source>the saved game is version {version}; this app reads version {ours}: please update Snakes &amp; Ladders Studio</source>
        <translation>das gespeicherte Spiel hat Version {version}; diese App liest Version {ours}: Bitte aktualisiere Snakes &amp; Ladders Studio</translation>
    </message>
    <message>
        <source>the game's 'board' must be an object with rows, cols and matrix, not {found}</source>
        <translation>das 'board' des Spiels muss ein Objekt mit rows, cols und matrix sein, nicht {found}</translation>
    </message>
    <message>
        <source>the game's 'name' must be text, not {value}</source>
        <translation>der 'name' des Spiels muss Text sein, nicht {value}</translation>
    </message>
    <message>
        <source>the game's board: {why}</source>
        <translation>das Spielbrett des Spiels: {why}</translation>
    </message>
    <message>
        <source>'players' must be a list of {{"id", "colour"}} objects, not {found}</source>
        <translation>'players' muss eine Liste von {{"id", "colour"}}-Objekten sein, nicht {found}</translation>
    </message>
    <message>
        <source>player {number} must be an object with "id" and "colour", not {value}</source>
        <translation>Spieler {number} muss ein Objekt mit "id" und "colour" sein, nicht {value}</translation>
    </message>
    <message>
        <source>'turns' must be a list of {{"player", "dice"}} objects, not {found}</source>
        <translation>'turns' muss eine Liste von {{"player", "dice"}}-Objekten sein, nicht {found}</translation>
    </message>
    <message>
        <source>the saved game has {count} turns; at most {most} are read</source>
        <translation>das gespeicherte Spiel hat {count} Züge; höchstens {most} werden gelesen</translation>
    </message>
    <message>
        <source>turn {number} must be an object with "player" and "dice", not {value}</source>
        <translation>Zug {number} muss ein Objekt mit "player" und "dice" sein, nicht {value}</translation>
    </message>
    <message>
        <source>turn {number} ({player}): the dice must be a list of whole numbers, not {value}</source>
        <translation>Zug {number} ({player}): Die Würfel müssen eine Liste von ganzen Zahlen sein, nicht {value}</translation>
    </message>
</context>
<context>
    <name>GameLockBar</name>
    <message>
        <source>Game in progress</source>
        <translation>Spiel läuft</translation>
    </message>
    <message>
        <source>A game is being played on this board. End the game to change it.</source>
        <translation>Auf diesem Spielbrett läuft gerade ein Spiel. Beende das Spiel, um es zu ändern.</translation>
    </message>
    <message>
        <source>Back to the Ga&amp;me</source>
        <translation>&amp;Zurück zum Spiel</translation>
    </message>
    <message>
        <source>En&amp;d Game…</source>
        <translation>Spiel b&amp;eenden…</translation>
    </message>
    <message>
        <source>The Play room, where the game goes on</source>
        <translation>Der Raum „Spielen“, in dem das Spiel weitergeht</translation>
    </message>
    <message>
        <source>Put the game away (asks first); then the board can be changed</source>
        <translation>Das Spiel beenden (fragt vorher); danach kann das Spielbrett geändert werden</translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <source>Show the fewest throws from each square</source>
        <translation>Die Mindestzahl an Würfen von jedem Feld aus zeigen</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>{name} threw {face}</source>
        <translation>{name} hat eine {face} gewürfelt</translation>
    </message>
    <message>
        <source>cannot reach the goal</source>
        <translation>kann das Ziel nicht erreichen</translation>
    </message>
</context>
<context>
    <name>GameRecorder</name>
    <message numerus="yes">
        <source>%Ln finished game(s) could not be written into the game history yet. They are kept in {file} and written the next time the app starts.</source>
        <translation>
            <numerusform>Ein beendetes Spiel konnte noch nicht in den Spielverlauf eingetragen werden. Es wird in {file} aufbewahrt und beim nächsten Start der App eingetragen.</numerusform>
            <numerusform>%Ln beendete Spiele konnten noch nicht in den Spielverlauf eingetragen werden. Sie werden in {file} aufbewahrt und beim nächsten Start der App eingetragen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln finished game(s) could not be written into the game history, nor kept for later.</source>
        <translation>
            <numerusform>Ein beendetes Spiel konnte weder in den Spielverlauf eingetragen noch für später aufbewahrt werden.</numerusform>
            <numerusform>%Ln beendete Spiele konnten weder in den Spielverlauf eingetragen noch für später aufbewahrt werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game history: {what}</source>
        <translation>Spielverlauf: {what}</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>Snakes &amp; Ladders games (*.snlgame);;All files (*)</source>
        <translation>Schlangen-und-Leitern-Spiele (*.snlgame);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>{board} game</source>
        <translation>Spiel auf {board}</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Cannot save game</source>
        <translation>Spiel kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>{file} could not be saved: {why}. The game goes on.</source>
        <translation>{file} konnte nicht gespeichert werden: {why}. Das Spiel geht weiter.</translation>
    </message>
    <message>
        <source>Game saved to {file}</source>
        <translation>Spiel gespeichert in {file}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>{file} cannot be resumed: {why}</source>
        <translation>{file} kann nicht fortgesetzt werden: {why}</translation>
    </message>
    <message>
        <source>Open this game? The game in progress will end.</source>
        <translation>Dieses Spiel öffnen? Das laufende Spiel wird beendet.</translation>
    </message>
    <message>
        <source>Resumed {file}: {name} has already won</source>
        <translation>{file} fortgesetzt: {name} hat schon gewonnen</translation>
    </message>
    <message>
        <source>Resumed {file}: {name}'s turn</source>
        <translation>{file} fortgesetzt: {name} ist dran</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {why}. Game → Save Game keeps it.</source>
        <translation>Das Spiel konnte nicht automatisch gesichert werden: {why}. Spiel → Spiel speichern bewahrt es auf.</translation>
    </message>
    <message>
        <source>Cannot resume the unfinished game</source>
        <translation>Das unterbrochene Spiel kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <source>The game cannot be resumed: {why}</source>
        <translation>Das Spiel kann nicht fortgesetzt werden: {why}</translation>
    </message>
    <message>
        <source>Resume this game? The game in progress will end.</source>
        <translation>Dieses Spiel fortsetzen? Das laufende Spiel wird beendet.</translation>
    </message>
    <message>
        <source>an untitled board</source>
        <translation>ein unbenanntes Spielbrett</translation>
    </message>
    <message>
        <source>Resumed the game on {board}: {name}'s turn</source>
        <translation>Spiel auf {board} fortgesetzt: {name} ist dran</translation>
    </message>
    <message>
        <source>Resumed the game on {board}: {name} has already won</source>
        <translation>Spiel auf {board} fortgesetzt: {name} hat schon gewonnen</translation>
    </message>
    <message>
        <source>The game saved when the app last closed cannot be resumed: {why}</source>
        <translation>Das Spiel, das beim letzten Schließen der App gespeichert wurde, kann nicht fortgesetzt werden: {why}</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Spiel fortsetzen</translation>
    </message>
    <message numerus="yes">
        <source>A game of {names} on {board} was not finished (%n turn(s) played), saved {when}. Resume it?</source>
        <translation>
            <numerusform>Ein Spiel von {names} auf {board} wurde nicht beendet (%n Zug gespielt), gespeichert {when}. Fortsetzen?</numerusform>
            <numerusform>Ein Spiel von {names} auf {board} wurde nicht beendet (%n Züge gespielt), gespeichert {when}. Fortsetzen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Not Now keeps it: File → Unfinished Games resumes it later. Discard deletes it.</source>
        <translation>„Nicht jetzt“ behält es: Datei → Unterbrochene Spiele setzt es später fort. „Verwerfen“ löscht es.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
</context>
<context>
    <name>Generator</name>
    <message>
        <source>boards of up to {most} squares can be generated</source>
        <translation>Spielbretter mit bis zu {most} Feldern können erzeugt werden</translation>
    </message>
    <message>
        <source>the numbers of snakes and ladders cannot be negative</source>
        <translation>die Zahl der Schlangen und Leitern kann nicht negativ sein</translation>
    </message>
    <message>
        <source>{jumps} snakes and ladders need {squares} squares; this board has {free} free</source>
        <translation>{jumps} Schlangen und Leitern brauchen {squares} Felder; dieses Spielbrett hat {free} freie</translation>
    </message>
    <message>
        <source>the fewest throws range is empty ({low} &gt; {high})</source>
        <translation>der Bereich für die Mindestzahl an Würfen ist leer ({low} &gt; {high})</translation>
    </message>
    <message>
        <source>the expected length range is empty ({low} &gt; {high})</source>
        <translation>der Bereich für die erwartete Spiellänge ist leer ({low} &gt; {high})</translation>
    </message>
    <message>
        <source>could not place every snake and ladder without sharing squares: ask for fewer</source>
        <translation>nicht jede Schlange und Leiter ließ sich setzen, ohne Felder zu teilen: Verlange weniger</translation>
    </message>
    <message>
        <source>fewest throws between {low} and {high}: the goal cannot be reached</source>
        <translation>Mindestzahl an Würfen zwischen {low} und {high}: Das Ziel ist unerreichbar</translation>
    </message>
    <message>
        <source>fewest throws between {low} and {high} (best found: {found})</source>
        <translation>Mindestzahl an Würfen zwischen {low} und {high} (bestes Ergebnis: {found})</translation>
    </message>
    <message>
        <source>expected length between {low} and {high}: games can go on for ever</source>
        <translation>erwartete Spiellänge zwischen {low} und {high}: Spiele können ewig dauern</translation>
    </message>
    <message>
        <source>expected length between {low} and {high} turns (best found: {found})</source>
        <translation>erwartete Spiellänge zwischen {low} und {high} Zügen (bestes Ergebnis: {found})</translation>
    </message>
</context>
<context>
    <name>GeneratorDialog</name>
    <message>
        <source>Generate a board</source>
        <translation>Spielbrett erzeugen</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Quadratisch</translation>
    </message>
    <message>
        <source>Keep as many columns as rows</source>
        <translation>Gleich viele Spalten wie Reihen</translation>
    </message>
    <message>
        <source>Fewest throws between</source>
        <translation>Mindestzahl an Würfen zwischen</translation>
    </message>
    <message>
        <source>Expected length between</source>
        <translation>Erwartete Spiellänge zwischen</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Reihen</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>Fewest throws: at least</source>
        <translation>Mindestzahl an Würfen: mindestens</translation>
    </message>
    <message>
        <source>Fewest throws: at most</source>
        <translation>Mindestzahl an Würfen: höchstens</translation>
    </message>
    <message>
        <source>Expected length: at least, in turns</source>
        <translation>Erwartete Spiellänge: mindestens, in Zügen</translation>
    </message>
    <message>
        <source>Expected length: at most, in turns</source>
        <translation>Erwartete Spiellänge: höchstens, in Zügen</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>Snakes:</source>
        <translation>Schlangen:</translation>
    </message>
    <message>
        <source>Ladders:</source>
        <translation>Leitern:</translation>
    </message>
    <message>
        <source>and</source>
        <translation>und</translation>
    </message>
    <message>
        <source>throws</source>
        <translation>Würfen</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>Zügen</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message numerus="yes">
        <source>Boards of up to %n squares; no square holds two snakes or ladders, so there are no chains.</source>
        <translation>
            <numerusform>Spielbretter mit bis zu %n Feld; kein Feld trägt zwei Schlangen oder Leitern, daher gibt es keine Ketten.</numerusform>
            <numerusform>Spielbretter mit bis zu %n Feldern; kein Feld trägt zwei Schlangen oder Leitern, daher gibt es keine Ketten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Erzeugen</translation>
    </message>
</context>
<context>
    <name>Graph</name>
    <message>
        <source>throws from the start →</source>
        <translation>Würfe vom Start →</translation>
    </message>
    <message>
        <source>goal: {throws}</source>
        <translation>Ziel: {throws}</translation>
    </message>
    <message>
        <source>never reached</source>
        <translation>nie erreicht</translation>
    </message>
    <message>
        <source>never reached (the goal too)</source>
        <translation>nie erreicht (auch das Ziel nicht)</translation>
    </message>
</context>
<context>
    <name>GraphPanel</name>
    <message>
        <source>The search graph</source>
        <translation>Der Suchgraph</translation>
    </message>
    <message>
        <source>Each square a token can rest on, in columns by its distance from the start</source>
        <translation>Jedes Feld, auf dem eine Spielfigur stehen bleiben kann, in Spalten nach seiner Entfernung vom Start</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Show the whole graph (Ctrl+wheel zooms)</source>
        <translation>Den ganzen Graphen zeigen (Zoomen: Ctrl+wheel, also Ctrl und Mausrad)</translation>
    </message>
    <message>
        <source>Copy adjacency list</source>
        <translation>Adjazenzliste kopieren</translation>
    </message>
    <message>
        <source>Each resting square and where throws 1–6 take it, as text</source>
        <translation>Jedes Feld, auf dem man stehen bleiben kann, und wohin die Würfe 1–6 von dort führen, als Text</translation>
    </message>
    <message>
        <source>Adjacency list</source>
        <translation>Adjazenzliste</translation>
    </message>
    <message>
        <source>Hover a square to see where its six throws come to rest; click it to select it.</source>
        <translation>Zeige auf ein Feld, um zu sehen, wo seine sechs Würfe enden; klicke darauf, um es auszuwählen.</translation>
    </message>
    <message numerus="yes">
        <source>Too many squares to draw as a graph (%Ln square(s); up to {most}): the adjacency list is below.</source>
        <translation>
            <numerusform>Zu viele Felder für einen Graphen (%Ln Feld; höchstens {most}): Die Adjazenzliste steht darunter.</numerusform>
            <numerusform>Zu viele Felder für einen Graphen (%Ln Felder; höchstens {most}): Die Adjazenzliste steht darunter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many squares to draw as a graph (%Ln square(s); up to {most}): too many to list here as well.</source>
        <translation>
            <numerusform>Zu viele Felder für einen Graphen (%Ln Feld; höchstens {most}): auch zu viele, um sie hier aufzulisten.</numerusform>
            <numerusform>Zu viele Felder für einen Graphen (%Ln Felder; höchstens {most}): auch zu viele, um sie hier aufzulisten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headline</name>
    <message>
        <source>Expected turns</source>
        <translation>Erwartete Züge</translation>
    </message>
    <message>
        <source>Expected turns, at least</source>
        <translation>Erwartete Züge, mindestens</translation>
    </message>
    <message>
        <source>Never finishes</source>
        <translation>Wird nie fertig</translation>
    </message>
    <message>
        <source>Never finishes, at most</source>
        <translation>Wird nie fertig, höchstens</translation>
    </message>
    <message>
        <source>{name}: {value}</source>
        <translation>{name}: {value}</translation>
    </message>
    <message>
        <source>Right-click, or press Ctrl+C while it has the focus, to copy these figures</source>
        <translation>Rechtsklick oder Strg+C, solange es den Fokus hat, kopiert diese Zahlen</translation>
    </message>
    <message>
        <source>Copy Figures</source>
        <translation>Zahlen kopieren</translation>
    </message>
    <message>
        <source>Copy the headline's figures, in full precision, as text for a spreadsheet</source>
        <translation>Die Zahlen der Überschrift in voller Genauigkeit als Text für eine Tabellenkalkulation kopieren</translation>
    </message>
</context>
<context>
    <name>HeatLegend</name>
    <message>
        <source>Each square's figure: how many times one player's token rests there in a game</source>
        <translation>Die Zahl jedes Feldes: wie oft die Spielfigur eines Spielers in einem Spiel dort stehen bleibt</translation>
    </message>
    <message>
        <source>not worked out for this board</source>
        <translation>für dieses Spielbrett nicht berechnet</translation>
    </message>
    <message>
        <source>never rested on</source>
        <translation>nie darauf gestanden</translation>
    </message>
    <message>
        <source>{times} rests a game</source>
        <translation>{times}-mal pro Spiel</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>the folder {folder} cannot be made: {reason}</source>
        <translation>der Ordner {folder} kann nicht angelegt werden: {reason}</translation>
    </message>
    <message>
        <source>the history {file} is damaged ({why}) and cannot be moved aside: {reason}</source>
        <translation>der Spielverlauf {file} ist beschädigt ({why}) und kann nicht beiseitegelegt werden: {reason}</translation>
    </message>
    <message>
        <source>the history {file} was damaged ({why}); it was moved to {aside} and a new one begun</source>
        <translation>der Spielverlauf {file} war beschädigt ({why}); er wurde nach {aside} verschoben und ein neuer begonnen</translation>
    </message>
    <message>
        <source>a new history cannot be begun: {why}</source>
        <translation>ein neuer Spielverlauf kann nicht begonnen werden: {why}</translation>
    </message>
    <message>
        <source>it is empty (0 bytes)</source>
        <translation>die Datei ist leer (0 Bytes)</translation>
    </message>
    <message>
        <source>another program keeps moving it away</source>
        <translation>ein anderes Programm verschiebt die Datei immer wieder</translation>
    </message>
    <message>
        <source>the history {file} is busy: another program is writing to it</source>
        <translation>der Spielverlauf {file} ist belegt: Ein anderes Programm schreibt gerade hinein</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>die Datei oder ihr Ordner ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the history {file} was written by a newer version of the app (version {version}; this one knows {known}): it is only read, and games are not recorded in it</source>
        <translation>der Spielverlauf {file} wurde von einer neueren Version der App geschrieben (Version {version}; diese kennt {known}): Er wird nur gelesen, und Spiele werden darin nicht aufgezeichnet</translation>
    </message>
    <message>
        <source>the history {file} cannot be written: {reason}</source>
        <translation>in den Spielverlauf {file} kann nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>the history {file} cannot be written ({reason}): its figures are shown, but new games cannot be recorded in it</source>
        <translation>in den Spielverlauf {file} kann nicht geschrieben werden ({reason}): Seine Statistik wird angezeigt, aber neue Spiele können darin nicht aufgezeichnet werden</translation>
    </message>
    <message>
        <source>its check failed: {report}</source>
        <translation>seine Prüfung ist fehlgeschlagen: {report}</translation>
    </message>
    <message>
        <source>SQLite says: {reason}</source>
        <translation>SQLite meldet: {reason}</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>die Festplatte ist voll</translation>
    </message>
    <message>
        <source>the history {file} cannot be opened: {reason}</source>
        <translation>der Spielverlauf {file} kann nicht geöffnet werden: {reason}</translation>
    </message>
    <message>
        <source>the history {file} belongs to a newer version of the app: it is not changed</source>
        <translation>der Spielverlauf {file} gehört zu einer neueren Version der App: Er wird nicht verändert</translation>
    </message>
    <message>
        <source>the history {file} cannot be changed: {reason}</source>
        <translation>der Spielverlauf {file} kann nicht verändert werden: {reason}</translation>
    </message>
    <message>
        <source>the history {file} cannot be read: {reason}</source>
        <translation>der Spielverlauf {file} kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>only a finished game is recorded</source>
        <translation>nur ein beendetes Spiel wird aufgezeichnet</translation>
    </message>
    <message>
        <source>the seats ({seats}) are not the game's players ({players})</source>
        <translation>die Plätze ({seats}) sind nicht die Spieler des Spiels ({players})</translation>
    </message>
    <message>
        <source>the games not yet in the history cannot be kept in {file}: {reason}</source>
        <translation>die Spiele, die noch nicht im Spielverlauf stehen, können nicht in {file} aufbewahrt werden: {reason}</translation>
    </message>
    <message>
        <source>it is not a file of games kept for the history</source>
        <translation>das ist keine Datei mit Spielen, die für den Spielverlauf aufbewahrt werden</translation>
    </message>
    <message>
        <source>the games kept in {file} cannot be read ({reason}); the file was moved to {aside}</source>
        <translation>die in {file} aufbewahrten Spiele können nicht gelesen werden ({reason}); die Datei wurde nach {aside} verschoben</translation>
    </message>
    <message>
        <source>its schema version ({version}) is not one this app ever writes</source>
        <translation>seine Schemaversion ({version}) ist keine, die diese App je schreibt</translation>
    </message>
    <message>
        <source>it holds tables this app did not make ({tables})</source>
        <translation>er enthält Tabellen, die diese App nicht angelegt hat ({tables})</translation>
    </message>
    <message>
        <source>its table “{table}” is missing</source>
        <translation>seine Tabelle „{table}“ fehlt</translation>
    </message>
    <message>
        <source>its table “{table}” lacks the columns {columns}</source>
        <translation>seiner Tabelle „{table}“ fehlen die Spalten {columns}</translation>
    </message>
</context>
<context>
    <name>Home</name>
    <message>
        <source>HOME is not set</source>
        <translation>HOME ist nicht gesetzt</translation>
    </message>
    <message>
        <source>HOME is not an absolute path: {home}</source>
        <translation>HOME ist kein absoluter Pfad: {home}</translation>
    </message>
    <message>
        <source>{home} does not exist</source>
        <translation>{home} existiert nicht</translation>
    </message>
    <message>
        <source>{home} cannot be written</source>
        <translation>in {home} kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>its folders {folders} cannot be written</source>
        <translation>in seine Unterordner {folders} kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>The home folder cannot be used ({why}), nor a temporary folder ({error}): settings and unsaved work may not be kept.</source>
        <translation>Der persönliche Ordner kann nicht verwendet werden ({why}), ebenso wenig ein temporärer Ordner ({error}): Einstellungen und ungespeicherte Arbeit werden womöglich nicht behalten.</translation>
    </message>
    <message>
        <source>The home folder cannot be used ({why}): settings and unsaved work are kept in {folder} for now, until the computer clears its temporary files.</source>
        <translation>Der persönliche Ordner kann nicht verwendet werden ({why}): Einstellungen und ungespeicherte Arbeit liegen vorerst in {folder}, bis der Computer seine temporären Dateien löscht.</translation>
    </message>
</context>
<context>
    <name>HoverInfo</name>
    <message>
        <source>Square {square}</source>
        <translation>Feld {square}</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>How to play on {board}</source>
        <translation>Spielregeln für „{board}“</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>So wird gespielt</translation>
    </message>
    <message>
        <source>A ladder: climb up!</source>
        <translation>Eine Leiter: hochklettern!</translation>
    </message>
    <message>
        <source>A snake: slide down!</source>
        <translation>Eine Schlange: runterrutschen!</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to Play</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Die Regeln</translation>
    </message>
</context>
<context>
    <name>Invitation</name>
    <message>
        <source>Ready to play? Choose the players, then throw the die.</source>
        <translation>Bereit zum Spielen? Wähle die Spieler aus, dann würfle!</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Choose the players and start (Space)</source>
        <translation>Spieler auswählen und loslegen (Leertaste)</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>Spiel ö&amp;ffnen…</translation>
    </message>
</context>
<context>
    <name>JumpLooks</name>
    <message>
        <source>The colour of this piece</source>
        <translation>Die Farbe dieses Elements</translation>
    </message>
    <message>
        <source>&amp;Spots</source>
        <translation>&amp;Punkte</translation>
    </message>
    <message>
        <source>S&amp;tripes</source>
        <translation>&amp;Streifen</translation>
    </message>
    <message>
        <source>&amp;Plain</source>
        <translation>&amp;Einfarbig</translation>
    </message>
    <message>
        <source>Snake {start} → {end}</source>
        <translation>Schlange {start} → {end}</translation>
    </message>
    <message>
        <source>Ladder {start} → {end}</source>
        <translation>Leiter {start} → {end}</translation>
    </message>
    <message>
        <source>&amp;Colour…</source>
        <translation>&amp;Farbe…</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>snl-desktop: the translation catalogue {file} is damaged or not the one this version was built with: it is not loaded, and the app speaks English</source>
        <translation>snl-desktop: Der Übersetzungskatalog {file} ist beschädigt oder nicht der, mit dem diese Version gebaut wurde: Er wird nicht geladen, und die App spricht Englisch</translation>
    </message>
</context>
<context>
    <name>LengthChart</name>
    <message>
        <source>Chart of game lengths</source>
        <translation>Diagramm der Spiellängen</translation>
    </message>
    <message>
        <source>Bars: the chance a game takes exactly k turns; line: the chance it has finished within k turns</source>
        <translation>Balken: die Chance, dass ein Spiel genau k Züge dauert; Linie: die Chance, dass es nach höchstens k Zügen beendet ist</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>P(game takes exactly k turns)</source>
        <translation>P(genau k Züge)</translation>
    </message>
    <message>
        <source>P(finished within k turns)</source>
        <translation>P(fertig in ≤ k Zügen)</translation>
    </message>
    <message>
        <source>P(T = k)</source>
        <translation>P(T = k)</translation>
    </message>
    <message>
        <source>P(T ≤ k)</source>
        <translation>P(T ≤ k)</translation>
    </message>
    <message>
        <source>{board}: P(T = k)</source>
        <translation>{board}: P(T = k)</translation>
    </message>
    <message>
        <source>{board}: P(T ≤ k)</source>
        <translation>{board}: P(T ≤ k)</translation>
    </message>
    <message>
        <source>Copy Figures</source>
        <translation>Zahlen kopieren</translation>
    </message>
    <message>
        <source>Copy the chart's numbers, in full, as text for a spreadsheet</source>
        <translation>Die Zahlen des Diagramms vollständig als Text für eine Tabellenkalkulation kopieren</translation>
    </message>
    <message>
        <source>Save Picture…</source>
        <translation>Bild speichern…</translation>
    </message>
    <message>
        <source>Save Picture</source>
        <translation>Bild speichern</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>game lengths</source>
        <translation>Spiellängen</translation>
    </message>
    <message>
        <source>{name} could not be written: {why}. Any earlier file of that name is unchanged.</source>
        <translation>{name} konnte nicht geschrieben werden: {why}. Eine frühere Datei dieses Namens bleibt unverändert.</translation>
    </message>
    <message>
        <source>Cannot save the picture</source>
        <translation>Das Bild kann nicht gespeichert werden</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>→</source>
        <translation>→</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Preferences…</source>
        <translation>Einstell&amp;ungen…</translation>
    </message>
    <message>
        <source>Not placed: {why}</source>
        <translation>Nicht gesetzt: {why}</translation>
    </message>
    <message>
        <source>Undo {step}</source>
        <translation>{step} rückgängig machen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo {step}</source>
        <translation>{step} wiederholen</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
</context>
<context>
    <name>MatrixExport</name>
    <message>
        <source>Export the matrix as TSV</source>
        <translation>Die Matrix als TSV exportieren</translation>
    </message>
    <message>
        <source>Tab-separated (*.tsv)</source>
        <translation>Tabulatorgetrennt (*.tsv)</translation>
    </message>
    <message>
        <source>Export the matrix as CSV</source>
        <translation>Die Matrix als CSV exportieren</translation>
    </message>
    <message>
        <source>Comma-separated (*.csv)</source>
        <translation>Kommagetrennt (*.csv)</translation>
    </message>
    <message>
        <source>{name} could not be written: {why}. Any earlier file of that name is unchanged.</source>
        <translation>{name} konnte nicht geschrieben werden: {why}. Eine ältere Datei mit diesem Namen ist unverändert.</translation>
    </message>
    <message>
        <source>Cannot export the matrix</source>
        <translation>Die Matrix kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Matrix exported to {name}</source>
        <translation>Matrix exportiert nach {name}</translation>
    </message>
</context>
<context>
    <name>MatrixPanel</name>
    <message>
        <source>Board matrix</source>
        <translation>Spielbrett-Matrix</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the matrix to the clipboard</source>
        <translation>Die Matrix in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Matrix copied to the clipboard.</source>
        <translation>Matrix in die Zwischenablage kopiert.</translation>
    </message>
    <message>
        <source>Reading the matrix ({chars} characters)…</source>
        <translation>Matrix wird gelesen ({chars} Zeichen)…</translation>
    </message>
    <message>
        <source>this is not a matrix of numbers</source>
        <translation>das ist keine Matrix aus Zahlen</translation>
    </message>
    <message>
        <source>Edit matrix</source>
        <translation>Matrix bearbeiten</translation>
    </message>
    <message>
        <source>Paste a new board</source>
        <translation>Ein neues Spielbrett einfügen</translation>
    </message>
    <message>
        <source>Pasted as a new board: “{name}”</source>
        <translation>Als neues Spielbrett eingefügt: „{name}“</translation>
    </message>
    <message>
        <source>line {line}, column {col}: {why}</source>
        <translation>Zeile {line}, Spalte {col}: {why}</translation>
    </message>
    <message>
        <source>the text has {chars} characters; a matrix has at most {most}</source>
        <translation>der Text hat {chars} Zeichen; eine Matrix hat höchstens {most}</translation>
    </message>
    <message>
        <source>the text opens {count} brackets; a matrix of {most} rows opens at most {limit}</source>
        <translation>der Text öffnet {count} Klammern; eine Matrix mit {most} Reihen öffnet höchstens {limit}</translation>
    </message>
    <message>
        <source>a number of {count} digits; no square has one</source>
        <translation>eine Zahl mit {count} Ziffern; so eine Feldnummer gibt es nicht</translation>
    </message>
    <message>
        <source>a number or a bracket was expected here</source>
        <translation>hier wurde eine Zahl oder eine Klammer erwartet</translation>
    </message>
    <message>
        <source>more text after the end of the matrix</source>
        <translation>weiterer Text nach dem Ende der Matrix</translation>
    </message>
    <message>
        <source>a comma was expected between two numbers</source>
        <translation>zwischen zwei Zahlen wurde ein Komma erwartet</translation>
    </message>
    <message>
        <source>this is not a matrix of numbers here</source>
        <translation>hier ist das keine Matrix aus Zahlen</translation>
    </message>
    <message>
        <source>Not applied: {why}</source>
        <translation>Nicht übernommen: {why}</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Ladder</source>
        <translation>L&amp;eiter</translation>
    </message>
    <message>
        <source>Ladder tool (L)</source>
        <translation>Leiter-Werkzeug (L)</translation>
    </message>
    <message>
        <source>&amp;Snake</source>
        <translation>&amp;Schlange</translation>
    </message>
    <message>
        <source>Snake tool (S)</source>
        <translation>Schlangen-Werkzeug (S)</translation>
    </message>
    <message>
        <source>Se&amp;lect / move</source>
        <translation>&amp;Auswählen</translation>
    </message>
    <message>
        <source>Select / move tool (V)</source>
        <translation>Auswählen und verschieben (V)</translation>
    </message>
    <message>
        <source>&amp;Erase</source>
        <translation>Ra&amp;dieren</translation>
    </message>
    <message>
        <source>Erase tool (E)</source>
        <translation>Radierer (E)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Zu&amp;letzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>Spielb&amp;rett</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>&amp;Lernen</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>Design snakes and ladders boards, watch breadth-first search solve them, and play them.</source>
        <translation>Entwirf Spielbretter für Schlangen und Leitern, sieh zu, wie die Breitensuche sie löst, und spiel darauf.</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>Über {app}</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>a player's name must be text, not {value}</source>
        <translation>der Name eines Spielers muss Text sein, nicht {value}</translation>
    </message>
    <message>
        <source>player {number}'s name must be text, not {value}</source>
        <translation>der Name von Spieler {number} muss Text sein, nicht {value}</translation>
    </message>
    <message>
        <source>a player's name cannot be empty</source>
        <translation>der Name eines Spielers darf nicht leer sein</translation>
    </message>
    <message>
        <source>player {number} needs a name</source>
        <translation>Spieler {number} braucht einen Namen</translation>
    </message>
    <message>
        <source>{name}: a name cannot contain a comma</source>
        <translation>{name}: Ein Name darf kein Komma enthalten</translation>
    </message>
    <message>
        <source>{name} is too long (at most {most} characters)</source>
        <translation>{name} ist zu lang (höchstens {most} Zeichen)</translation>
    </message>
    <message>
        <source>a player's name {name} holds a character that is not printable text</source>
        <translation>der Spielername {name} enthält ein Zeichen, das kein druckbarer Text ist</translation>
    </message>
    <message>
        <source>player {number}'s name {name} holds a character that is not printable text</source>
        <translation>der Name {name} von Spieler {number} enthält ein Zeichen, das kein druckbarer Text ist</translation>
    </message>
    <message>
        <source>two players are called {name}: names must differ</source>
        <translation>zwei Spieler heißen {name}: Die Namen müssen verschieden sein</translation>
    </message>
</context>
<context>
    <name>NewBoardDialog</name>
    <message>
        <source>New board</source>
        <translation>Neues Spielbrett</translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation>Leeres Spielbrett</translation>
    </message>
    <message>
        <source>Boards to start from</source>
        <translation>Spielbretter als Vorlage</translation>
    </message>
    <message>
        <source>An empty board of the size below</source>
        <translation>Ein leeres Spielbrett in der Größe unten</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <source>Start from:</source>
        <translation>Beginnen mit:</translation>
    </message>
    <message>
        <source>Rows:</source>
        <translation>Reihen:</translation>
    </message>
    <message>
        <source>Columns:</source>
        <translation>Spalten:</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>{problem}.</source>
        <translation>{problem}.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Animal of player {number}</source>
        <translation>Tier von Spieler {number}</translation>
    </message>
    <message>
        <source>The animal on this player's token</source>
        <translation>Das Tier auf der Spielfigur dieses Spielers</translation>
    </message>
    <message>
        <source>Name of player {number}</source>
        <translation>Name von Spieler {number}</translation>
    </message>
    <message>
        <source>Token colour of player {number}</source>
        <translation>Farbe der Spielfigur von Spieler {number}</translation>
    </message>
    <message>
        <source>The app throws this player's die by itself</source>
        <translation>Die App würfelt für diesen Spieler selbst</translation>
    </message>
    <message>
        <source>Player {number} is played by the computer</source>
        <translation>Spieler {number} wird vom Computer gespielt</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Play against the &amp;computer</source>
        <translation>Gegen den &amp;Computer spielen</translation>
    </message>
    <message>
        <source>One person and the computer: the second player is the app</source>
        <translation>Eine Person und der Computer: Der zweite Spieler ist die App</translation>
    </message>
    <message>
        <source>Recent players</source>
        <translation>Frühere Spieler</translation>
    </message>
    <message>
        <source>Choose players of a recent game…</source>
        <translation>Spieler eines früheren Spiels wählen…</translation>
    </message>
    <message>
        <source>Recent players:</source>
        <translation>Frühere Spieler:</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>Wie viele:</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <source>Board: {board}</source>
        <translation>Spielbrett: {board}</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (Computer)</translation>
    </message>
    <message>
        <source>Token colour of {name}</source>
        <translation>Farbe der Spielfigur von {name}</translation>
    </message>
    <message>
        <source>{first} and {second} have the same animal ({animal}) in the same colour: choose another animal or colour for one of them.</source>
        <translation>{first} und {second} haben dasselbe Tier ({animal}) in derselben Farbe: Wähle für einen von beiden ein anderes Tier oder eine andere Farbe.</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Der Computer</translation>
    </message>
</context>
<context>
    <name>NumberingPanel</name>
    <message>
        <source>Square 1 is the matrix's bottom-left cell. The bottom row runs left to right, the row above right to left, and so on up the board: so the top row's direction depends on whether the number of rows is odd or even. A cell holds −1, or the square a snake or ladder starting there leads to.</source>
        <translation>Feld 1 ist die Zelle unten links in der Matrix. Die unterste Reihe läuft von links nach rechts, die Reihe darüber von rechts nach links und so weiter bis oben auf dem Spielbrett: Die Richtung der obersten Reihe hängt also davon ab, ob die Zahl der Reihen gerade oder ungerade ist. Eine Zelle enthält −1 oder das Feld, zu dem eine dort beginnende Schlange oder Leiter führt.</translation>
    </message>
    <message>
        <source>The board's matrix, square by square</source>
        <translation>Die Matrix des Spielbretts, Feld für Feld</translation>
    </message>
    <message>
        <source>Show each square's (row, column) on the board</source>
        <translation>(Reihe, Spalte) jedes Feldes auf dem Spielbrett zeigen</translation>
    </message>
    <message>
        <source>Odd side: {n}×{n}</source>
        <translation>Ungerade Seitenlänge: {n}×{n}</translation>
    </message>
    <message>
        <source>Even side: {n}×{n}</source>
        <translation>Gerade Seitenlänge: {n}×{n}</translation>
    </message>
    <message>
        <source>The table is shown for boards of up to 900 squares.</source>
        <translation>Die Tabelle wird für Spielbretter mit bis zu 900 Feldern gezeigt.</translation>
    </message>
    <message>
        <source>Square {label} is row {row}, column {col}; the matrix holds {value} there</source>
        <translation>Feld {label} ist Reihe {row}, Spalte {col}; die Matrix enthält dort {value}</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message numerus="yes">
        <source>{start}…{end} (%n digits)</source>
        <translation>
            <numerusform>{start}…{end} (%n Ziffer)</numerusform>
            <numerusform>{start}…{end} (%n Ziffern)</numerusform>
        </translation>
    </message>
    <message>
        <source>{number}%</source>
        <translation>{number} %</translation>
    </message>
</context>
<context>
    <name>Orphans</name>
    <message>
        <source>The index of unsaved work could not be read ({error})</source>
        <translation>Das Verzeichnis der ungespeicherten Arbeit konnte nicht gelesen werden ({error})</translation>
    </message>
    <message>
        <source>An autosave lock could not be used ({error})</source>
        <translation>Eine Sperre der automatischen Sicherung konnte nicht verwendet werden ({error})</translation>
    </message>
    <message>
        <source>{why}. It was kept as {path}.</source>
        <translation>{why}. Die Datei wurde als {path} aufbewahrt.</translation>
    </message>
    <message>
        <source>{why}. It stays at {path} ({error}).</source>
        <translation>{why}. Die Datei bleibt unter {path} ({error}).</translation>
    </message>
    <message>
        <source>An unsaved board could not be read ({error})</source>
        <translation>Ein ungespeichertes Spielbrett konnte nicht gelesen werden ({error})</translation>
    </message>
</context>
<context>
    <name>OutputForm</name>
    <message>
        <source>None: a picture of the board's shape</source>
        <translation>Kein Papier: ein Bild in Form des Spielbretts</translation>
    </message>
    <message>
        <source>{name} ({width} × {height} mm)</source>
        <translation>{name} ({width} × {height} mm)</translation>
    </message>
    <message>
        <source>Automatic: the way the board prints larger</source>
        <translation>Automatisch: so, dass das Spielbrett größer wird</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Hochformat</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Querformat</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>The picture's longer side</source>
        <translation>Die längere Seite des Bildes</translation>
    </message>
    <message>
        <source>{dpi} dpi</source>
        <translation>{dpi} dpi</translation>
    </message>
    <message>
        <source>Dots per inch, written into the PNG; on paper they set its pixels</source>
        <translation>Punkte pro Zoll, in die PNG geschrieben; auf Papier bestimmen sie ihre Pixel</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>A size of my own</source>
        <translation>Ein eigenes Format</translation>
    </message>
    <message>
        <source>Paper width</source>
        <translation>Papierbreite</translation>
    </message>
    <message>
        <source>Paper height</source>
        <translation>Papierhöhe</translation>
    </message>
    <message>
        <source>How far the background reaches past the paper's edge, for a print shop</source>
        <translation>Wie weit der Hintergrund über den Papierrand hinausreicht, für eine Druckerei</translation>
    </message>
    <message>
        <source>Crop marks at the corners, where the paper is cut</source>
        <translation>Schnittmarken an den Ecken, wo das Papier geschnitten wird</translation>
    </message>
    <message>
        <source> across</source>
        <translation> nebeneinander</translation>
    </message>
    <message>
        <source> down</source>
        <translation> untereinander</translation>
    </message>
    <message>
        <source>Poster sheets across</source>
        <translation>Posterblätter nebeneinander</translation>
    </message>
    <message>
        <source>Poster sheets down</source>
        <translation>Posterblätter untereinander</translation>
    </message>
    <message>
        <source>Sheets side by side: the board is printed larger, with overlap marks</source>
        <translation>Blätter nebeneinander: Das Spielbrett wird größer gedruckt, mit Überlappungsmarken</translation>
    </message>
    <message>
        <source>Sheets one under the other</source>
        <translation>Blätter untereinander</translation>
    </message>
    <message>
        <source>Transparent background</source>
        <translation>Transparenter Hintergrund</translation>
    </message>
    <message>
        <source>PDF/X-4 for a print shop (CMYK, coated paper FOGRA39)</source>
        <translation>PDF/X-4 für die Druckerei (CMYK, gestrichenes Papier FOGRA39)</translation>
    </message>
    <message>
        <source>The colours in CMYK for offset printing, with the trim and bleed declared on every page</source>
        <translation>Die Farben in CMYK für den Offsetdruck, Endformat und Beschnitt auf jeder Seite angegeben</translation>
    </message>
    <message>
        <source>Texts as outlines (for a computer without the font)</source>
        <translation>Texte als Umrisse (für einen Rechner ohne die Schrift)</translation>
    </message>
    <message>
        <source>The board's name above it and its size and rules below</source>
        <translation>Der Name des Spielbretts darüber, seine Größe und Regeln darunter</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>Papier:</translation>
    </message>
    <message>
        <source>Paper size:</source>
        <translation>Papierformat:</translation>
    </message>
    <message>
        <source>Orientation:</source>
        <translation>Ausrichtung:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>Resolution:</source>
        <translation>Auflösung:</translation>
    </message>
    <message>
        <source>Bleed:</source>
        <translation>Beschnitt:</translation>
    </message>
    <message>
        <source>Poster sheets:</source>
        <translation>Posterblätter:</translation>
    </message>
    <message>
        <source>The board prints {width:.1f} × {height:.1f} cm and covers {share:.0%} of the paper.</source>
        <translation>Das Spielbrett wird {width:.1f} × {height:.1f} cm groß gedruckt und bedeckt {share:.0%} des Papiers.</translation>
    </message>
    <message numerus="yes">
        <source>On %n sheet(s) the board prints {width:.1f} × {height:.1f} cm and covers {share:.0%} of the paper.</source>
        <translation>
            <numerusform>Auf %n Blatt wird das Spielbrett {width:.1f} × {height:.1f} cm groß gedruckt und bedeckt {share:.0%} des Papiers.</numerusform>
            <numerusform>Auf %n Blättern wird das Spielbrett {width:.1f} × {height:.1f} cm groß gedruckt und bedeckt {share:.0%} des Papiers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{columns} across × {rows} down print it as large on %n sheet(s).</source>
        <translation>
            <numerusform>{columns} nebeneinander × {rows} untereinander drucken es auf %n Blatt gleich groß.</numerusform>
            <numerusform>{columns} nebeneinander × {rows} untereinander drucken es auf %n Blättern gleich groß.</numerusform>
        </translation>
    </message>
    <message>
        <source>Use {columns} × {rows} sheets</source>
        <translation>{columns} × {rows} Blätter nehmen</translation>
    </message>
</context>
<context>
    <name>OwnFiles</name>
    <message>
        <source>it is not a regular file (a pipe, a device or a folder?)</source>
        <translation>das ist keine normale Datei (eine Pipe, ein Gerät oder ein Ordner?)</translation>
    </message>
    <message>
        <source>it is {size} MB, far more than the app ever writes there</source>
        <translation>die Datei hat {size} MB, weit mehr, als die App dort je schreibt</translation>
    </message>
    <message>
        <source>{file} cannot be used: {trouble}; it could not be moved aside ({reason})</source>
        <translation>{file} kann nicht verwendet werden: {trouble}; sie konnte nicht beiseitegelegt werden ({reason})</translation>
    </message>
    <message>
        <source>{file} cannot be used: {trouble}; it was moved to {aside} and is not read</source>
        <translation>{file} kann nicht verwendet werden: {trouble}; sie wurde nach {aside} verschoben und wird nicht gelesen</translation>
    </message>
</context>
<context>
    <name>Pace</name>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <source>Sounds of the game on or off</source>
        <translation>Spielgeräusche an oder aus</translation>
    </message>
    <message>
        <source>&amp;Finish the Move</source>
        <translation>Bewe&amp;gung abschließen</translation>
    </message>
    <message>
        <source>Finish the move now</source>
        <translation>Die Bewegung der Spielfigur jetzt abschließen</translation>
    </message>
    <message>
        <source>Token &amp;Speed</source>
        <translation>Tem&amp;po der Spielfiguren</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>slow moves</source>
        <translation>langsame Bewegungen</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>normal moves</source>
        <translation>normale Bewegungen</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>fast moves</source>
        <translation>schnelle Bewegungen</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>instant moves</source>
        <translation>sofortige Bewegungen</translation>
    </message>
    <message>
        <source>Sound is on: click to mute</source>
        <translation>Ton ist an: Klicken zum Stummschalten</translation>
    </message>
    <message>
        <source>Sound is off: click for sound</source>
        <translation>Ton ist aus: Klicken für Ton</translation>
    </message>
    <message>
        <source>No sound device found</source>
        <translation>Kein Audiogerät gefunden</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>Token speed</source>
        <translation>Tempo der Spielfiguren</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Tempo:</translation>
    </message>
</context>
<context>
    <name>PhonePage</name>
    <message>
        <source>Snakes &amp; Ladders</source>
        <translation>Schlangen und Leitern</translation>
    </message>
    <message>
        <source>Join the game</source>
        <translation>Mitspielen</translation>
    </message>
    <message>
        <source>Room code (the 4 digits on the TV)</source>
        <translation>Raumcode (die 4 Ziffern auf dem Fernseher)</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbindung wird hergestellt…</translation>
    </message>
    <message>
        <source>Connection lost: reconnecting…</source>
        <translation>Verbindung unterbrochen: Neuer Versuch…</translation>
    </message>
    <message>
        <source>The room was closed on the TV.</source>
        <translation>Der Raum wurde am Fernseher geschlossen.</translation>
    </message>
    <message>
        <source>To try again, reload this page.</source>
        <translation>Um es noch einmal zu versuchen, lade diese Seite neu.</translation>
    </message>
    <message>
        <source>Pick your seat</source>
        <translation>Wähle deinen Platz</translation>
    </message>
    <message>
        <source>Just watch</source>
        <translation>Nur zuschauen</translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>besetzt</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>You are {name}</source>
        <translation>Du bist {name}</translation>
    </message>
    <message>
        <source>You are watching</source>
        <translation>Du schaust zu</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Throw again</source>
        <translation>Noch mal würfeln</translation>
    </message>
    <message>
        <source>You threw {dice}: throw again, {name}!</source>
        <translation>Du hast {dice} gewürfelt: Würfle noch mal, {name}!</translation>
    </message>
    <message>
        <source>{name} threw {dice} and throws again.</source>
        <translation>{name} hat {dice} gewürfelt und würfelt noch mal.</translation>
    </message>
    <message>
        <source>Your turn, {name}!</source>
        <translation>Du bist dran, {name}!</translation>
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation>{name} ist dran</translation>
    </message>
    <message>
        <source>Wait for your turn</source>
        <translation>Warte, bis du dran bist</translation>
    </message>
    <message>
        <source>Square {square}</source>
        <translation>Feld {square}</translation>
    </message>
    <message>
        <source>Not on the board yet</source>
        <translation>Noch nicht auf dem Spielbrett</translation>
    </message>
    <message>
        <source>Wins: {wins}</source>
        <translation>Siege: {wins}</translation>
    </message>
    <message>
        <source>Last turn</source>
        <translation>Letzter Zug</translation>
    </message>
    <message>
        <source>Or tap what your die shows:</source>
        <translation>Oder tippe an, was dein Würfel zeigt:</translation>
    </message>
    <message>
        <source>My die shows {face}</source>
        <translation>Mein Würfel zeigt {face}</translation>
    </message>
    <message>
        <source>Change seat</source>
        <translation>Platz wechseln</translation>
    </message>
    <message>
        <source>{name} won!</source>
        <translation>{name} hat gewonnen!</translation>
    </message>
    <message>
        <source>Waiting for the game to start</source>
        <translation>Warten auf den Spielbeginn</translation>
    </message>
    <message>
        <source>That is not the room's code.</source>
        <translation>Das ist nicht der Raumcode.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this phone: wait a few minutes.</source>
        <translation>Zu viele falsche Codes von diesem Handy: Warte ein paar Minuten.</translation>
    </message>
    <message>
        <source>The room takes no more codes: ask for a new code on the TV.</source>
        <translation>Der Raum nimmt keine Codes mehr an: Bitte am Fernseher um einen neuen Code.</translation>
    </message>
    <message>
        <source>Your seat was freed on the TV: pick a seat.</source>
        <translation>Dein Platz wurde am Fernseher freigegeben: Wähle einen Platz.</translation>
    </message>
    <message>
        <source>That seat was just taken: pick another.</source>
        <translation>Dieser Platz wurde gerade besetzt: Wähle einen anderen.</translation>
    </message>
    <message>
        <source>That seat is not in the game.</source>
        <translation>Diesen Platz gibt es in diesem Spiel nicht.</translation>
    </message>
    <message>
        <source>That is not your seat.</source>
        <translation>Das ist nicht dein Platz.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht dran.</translation>
    </message>
    <message>
        <source>Wait: the last move is still on its way.</source>
        <translation>Warte: Die Spielfigur ist noch unterwegs.</translation>
    </message>
    <message>
        <source>The app throws the dice in this game.</source>
        <translation>In diesem Spiel würfelt die App.</translation>
    </message>
    <message>
        <source>The room did not understand the phone.</source>
        <translation>Der Raum hat das Handy nicht verstanden.</translation>
    </message>
    <message>
        <source>Join the room first.</source>
        <translation>Tritt zuerst dem Raum bei.</translation>
    </message>
    <message>
        <source>The room is full.</source>
        <translation>Der Raum ist voll.</translation>
    </message>
    <message>
        <source>Class Quiz</source>
        <translation>Klassenquiz</translation>
    </message>
    <message>
        <source>Join the quiz</source>
        <translation>Beim Quiz mitmachen</translation>
    </message>
    <message>
        <source>Room code (the four digits on the screen)</source>
        <translation>Raumcode (die vier Ziffern auf dem Bildschirm)</translation>
    </message>
    <message>
        <source>Your nickname</source>
        <translation>Dein Spitzname</translation>
    </message>
    <message>
        <source>The quiz was closed on the teacher's screen.</source>
        <translation>Das Quiz wurde am Bildschirm der Lehrkraft geschlossen.</translation>
    </message>
    <message>
        <source>This nickname is now in the quiz on another page.</source>
        <translation>Dieser Spitzname ist jetzt auf einer anderen Seite im Quiz.</translation>
    </message>
    <message>
        <source>Nothing enters</source>
        <translation>Nichts kommt hinein</translation>
    </message>
    <message>
        <source>Answer sent: nothing enters</source>
        <translation>Antwort gesendet: nichts kommt hinein</translation>
    </message>
    <message>
        <source>Your answer: nothing enters</source>
        <translation>Deine Antwort: nichts kommt hinein</translation>
    </message>
    <message>
        <source>The answer: nothing enters</source>
        <translation>Die Antwort: nichts kommt hinein</translation>
    </message>
    <message>
        <source>You are in, {name}. Wait for the first question.</source>
        <translation>Du bist dabei, {name}. Warte auf die erste Frage.</translation>
    </message>
    <message>
        <source>Question {number} of {count}</source>
        <translation>Frage {number} von {count}</translation>
    </message>
    <message>
        <source>Which square leaves the queue next?</source>
        <translation>Welches Feld verlässt als Nächstes die Warteschlange?</translation>
    </message>
    <message>
        <source>Square {square} leaves the queue. Which squares enter the queue from it?</source>
        <translation>Feld {square} verlässt die Warteschlange. Welche Felder kommen von dort in die Warteschlange?</translation>
    </message>
    <message>
        <source>In the queue: {squares}</source>
        <translation>In der Warteschlange: {squares}</translation>
    </message>
    <message>
        <source>Queue: {squares}</source>
        <translation>Warteschlange: {squares}</translation>
    </message>
    <message>
        <source>The queue is empty.</source>
        <translation>Die Warteschlange ist leer.</translation>
    </message>
    <message>
        <source>{list}, {square}</source>
        <translation>{list}, {square}</translation>
    </message>
    <message>
        <source>Time left: {seconds}</source>
        <translation>Restzeit: {seconds}</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Die Zeit ist um</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoomen</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Das Spielbrett</translation>
    </message>
    <message>
        <source>Square {square}, a ladder up to {end}</source>
        <translation>Feld {square}, eine Leiter hinauf auf {end}</translation>
    </message>
    <message>
        <source>Square {square}, a snake down to {end}</source>
        <translation>Feld {square}, eine Schlange hinunter auf {end}</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Answer sent: {squares}</source>
        <translation>Antwort gesendet: {squares}</translation>
    </message>
    <message>
        <source>Your answer: {squares}</source>
        <translation>Deine Antwort: {squares}</translation>
    </message>
    <message>
        <source>Answers are closed.</source>
        <translation>Keine Antworten mehr möglich.</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Richtig!</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>Nicht ganz.</translation>
    </message>
    <message>
        <source>No answer</source>
        <translation>Keine Antwort</translation>
    </message>
    <message>
        <source>The answer: {squares}</source>
        <translation>Die Antwort: {squares}</translation>
    </message>
    <message>
        <source>Score: {right} of {asked}</source>
        <translation>Punkte: {right} von {asked}</translation>
    </message>
    <message>
        <source>The quiz is over. Your score: {right} of {asked}</source>
        <translation>Das Quiz ist vorbei. Deine Punkte: {right} von {asked}</translation>
    </message>
    <message>
        <source>Join the quiz first.</source>
        <translation>Mach zuerst beim Quiz mit.</translation>
    </message>
    <message>
        <source>The room takes no more codes: ask your teacher for a new code.</source>
        <translation>Der Raum nimmt keine Codes mehr an: Bitte deine Lehrkraft um einen neuen Code.</translation>
    </message>
    <message>
        <source>The quiz no longer knows this phone: join again with your nickname.</source>
        <translation>Das Quiz kennt dieses Handy nicht mehr: Mach mit deinem Spitznamen noch mal mit.</translation>
    </message>
    <message>
        <source>That nickname cannot be used: choose another, of at most {most} letters.</source>
        <translation>Diesen Spitznamen kannst du nicht nehmen: Wähle einen anderen mit höchstens {most} Buchstaben.</translation>
    </message>
    <message>
        <source>That nickname is taken: choose another.</source>
        <translation>Diesen Spitznamen gibt es schon: Wähle einen anderen.</translation>
    </message>
    <message>
        <source>The quiz is full.</source>
        <translation>Das Quiz ist voll.</translation>
    </message>
    <message>
        <source>The teacher removed this nickname from the quiz.</source>
        <translation>Die Lehrkraft hat diesen Spitznamen aus dem Quiz genommen.</translation>
    </message>
    <message>
        <source>There is no question to answer now.</source>
        <translation>Gerade gibt es keine Frage zu beantworten.</translation>
    </message>
    <message>
        <source>Time is up: your answer came too late.</source>
        <translation>Die Zeit ist um: Deine Antwort kam zu spät.</translation>
    </message>
    <message>
        <source>You have already answered this question.</source>
        <translation>Du hast diese Frage schon beantwortet.</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <source>Play from Phones</source>
        <translation>Mit Handys spielen</translation>
    </message>
    <message>
        <source>Join with your phone</source>
        <translation>Mit dem Handy mitspielen</translation>
    </message>
    <message>
        <source>Scan the code with the phone's camera, or open this address:</source>
        <translation>Scanne den QR-Code mit der Kamera des Handys oder öffne diese Adresse:</translation>
    </message>
    <message>
        <source>Room code:</source>
        <translation>Raumcode:</translation>
    </message>
    <message>
        <source>Too many wrong codes were tried: the room takes no code until you make a new one.</source>
        <translation>Es wurden zu viele falsche Codes probiert: Der Raum nimmt keinen Code mehr an, bis du einen neuen erstellst.</translation>
    </message>
    <message>
        <source>&amp;New Code</source>
        <translation>&amp;Neuer Code</translation>
    </message>
    <message>
        <source>A new room code: the phones in their seats stay</source>
        <translation>Ein neuer Raumcode: Die Handys auf ihren Plätzen bleiben</translation>
    </message>
    <message>
        <source>&amp;Hide</source>
        <translation>&amp;Ausblenden</translation>
    </message>
    <message>
        <source>The room stays open: Game → Play from Phones… shows this again</source>
        <translation>Der Raum bleibt offen: Spiel → Mit Handys spielen… zeigt dies wieder an</translation>
    </message>
    <message>
        <source>&amp;Close Room</source>
        <translation>Raum &amp;schließen</translation>
    </message>
    <message>
        <source>Stop listening and let every phone go</source>
        <translation>Keine Handys mehr annehmen und alle Handys trennen</translation>
    </message>
    <message>
        <source>QR code of {address}</source>
        <translation>QR-Code für {address}</translation>
    </message>
    <message>
        <source>Room code {code}</source>
        <translation>Raumcode {code}</translation>
    </message>
    <message>
        <source>The room listens on ports {port} (the page) and {live} (the phones' messages), on the home network only, while it is open.</source>
        <translation>Solange der Raum offen ist, ist er nur im Heimnetz erreichbar, über die Ports {port} (die Seite) und {live} (die Nachrichten der Handys).</translation>
    </message>
    <message numerus="yes">
        <source>%n phone(s) connected</source>
        <translation>
            <numerusform>%n Handy verbunden</numerusform>
            <numerusform>%n Handys verbunden</numerusform>
        </translation>
    </message>
    <message>
        <source>Free Seat</source>
        <translation>Platz freigeben</translation>
    </message>
    <message>
        <source>Take this seat back from its phone (the keyboard plays it)</source>
        <translation>Diesen Platz vom Handy zurückholen (dann spielt die Tastatur ihn)</translation>
    </message>
    <message>
        <source>{name}'s phone</source>
        <translation>Handy von {name}</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>der Computer</translation>
    </message>
    <message>
        <source>the keyboard</source>
        <translation>die Tastatur</translation>
    </message>
</context>
<context>
    <name>PlayActions</name>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>Choose the players and start a game</source>
        <translation>Spieler auswählen und ein Spiel starten</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>Spiel ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Resume a saved game</source>
        <translation>Ein gespeichertes Spiel fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Save Game</source>
        <translation>Spiel &amp;speichern</translation>
    </message>
    <message>
        <source>Save the game to finish later</source>
        <translation>Das Spiel speichern, um es später zu beenden</translation>
    </message>
    <message>
        <source>Save Game &amp;As…</source>
        <translation>Spiel speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save the game under another name</source>
        <translation>Das Spiel unter einem anderen Namen speichern</translation>
    </message>
    <message>
        <source>&amp;Roll the Die</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <source>Throw the app's die (no game: start one)</source>
        <translation>Mit dem Würfel der App würfeln (kein Spiel: eines starten)</translation>
    </message>
    <message>
        <source>&amp;Take Back Turn</source>
        <translation>Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>Undo the last turn (asks first)</source>
        <translation>Den letzten Zug rückgängig machen (fragt vorher)</translation>
    </message>
    <message>
        <source>&amp;Where Is Everyone?</source>
        <translation>Wo &amp;sind alle?</translation>
    </message>
    <message>
        <source>Say every player's square and whose turn it is (for a screen reader too)</source>
        <translation>Das Feld jedes Spielers ansagen und wer dran ist (auch für einen Screenreader)</translation>
    </message>
    <message>
        <source>&amp;End Game</source>
        <translation>Spiel b&amp;eenden</translation>
    </message>
    <message>
        <source>Put the game away (asks while it is on)</source>
        <translation>Das Spiel beenden (fragt, solange es läuft)</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>Spiel&amp;regeln</translation>
    </message>
    <message>
        <source>The rules, for the family</source>
        <translation>Die Regeln, für die ganze Familie</translation>
    </message>
    <message>
        <source>Play from &amp;Phones…</source>
        <translation>Mit &amp;Handys spielen…</translation>
    </message>
    <message>
        <source>Each player's phone is their die: show the room's code to join on the home network</source>
        <translation>Jedes Handy wird zum Würfel seines Spielers: den Raumcode zeigen, um im Heimnetz mitzuspielen</translation>
    </message>
    <message>
        <source>Show the &amp;Engine's Strings</source>
        <translation>&amp;Antworten der Spiel-Engine zeigen</translation>
    </message>
    <message>
        <source>The turn engine's own answers in the turn log, for learners</source>
        <translation>Die eigenen Antworten der Spiel-Engine im Zugprotokoll, zum Lernen</translation>
    </message>
    <message>
        <source>Enter a {face}</source>
        <translation>Eine {face} eingeben</translation>
    </message>
    <message>
        <source>&amp;Unfinished Games</source>
        <translation>Unterbrochene Spie&amp;le</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
</context>
<context>
    <name>PlayMode</name>
    <message>
        <source>Game history</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>The phones join a game: start one now?</source>
        <translation>Die Handys spielen in einem Spiel mit: Jetzt eines starten?</translation>
    </message>
    <message>
        <source>Play from Phones</source>
        <translation>Mit Handys spielen</translation>
    </message>
    <message>
        <source>Cannot open the room</source>
        <translation>Der Raum kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Start a new game? The game in progress will end.</source>
        <translation>Ein neues Spiel starten? Das laufende Spiel wird beendet.</translation>
    </message>
    <message>
        <source>End the game?</source>
        <translation>Spiel beenden?</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Spiel beenden</translation>
    </message>
    <message>
        <source>{question} It can be saved first with File → Save Game.</source>
        <translation>{question} Du kannst es vorher mit Datei → Spiel speichern sichern.</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Zurücknehmen</translation>
    </message>
</context>
<context>
    <name>Playback</name>
    <message>
        <source>playing</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>pausiert</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message numerus="yes">
        <source>, %n win(s)</source>
        <translation>
            <numerusform>, %n Sieg</numerusform>
            <numerusform>, %n Siege</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {square}{wins}</source>
        <translation>{name}: {square}{wins}</translation>
    </message>
    <message>
        <source>off the board</source>
        <translation>vor dem Spielbrett</translation>
    </message>
    <message>
        <source>square {square}</source>
        <translation>Feld {square}</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n Sieg</numerusform>
            <numerusform>%n Siege</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Predict</name>
    <message>
        <source>Which square leaves the queue next?</source>
        <translation>Welches Feld verlässt als Nächstes die Warteschlange?</translation>
    </message>
    <message>
        <source>Square {square} leaves the queue. Which squares enter the queue from it?</source>
        <translation>Feld {square} verlässt die Warteschlange. Welche Felder kommen von dort in die Warteschlange?</translation>
    </message>
    <message>
        <source>The queue is empty.</source>
        <translation>Die Warteschlange ist leer.</translation>
    </message>
    <message>
        <source>Queue, front first: {squares}</source>
        <translation>Warteschlange, vorderstes zuerst: {squares}</translation>
    </message>
    <message>
        <source>In the queue (order hidden): {squares}</source>
        <translation>In der Warteschlange (Reihenfolge verdeckt): {squares}</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Richtig!</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>Nicht ganz.</translation>
    </message>
    <message>
        <source>climbs the ladder to {square}</source>
        <translation>klettert die Leiter hinauf auf {square}</translation>
    </message>
    <message>
        <source>slides down the snake to {square}</source>
        <translation>rutscht die Schlange hinunter auf {square}</translation>
    </message>
    <message>
        <source>Nothing was chosen: one square leaves at each step, the front of the queue, {front}.</source>
        <translation>Nichts gewählt: Bei jedem Schritt verlässt ein Feld die Warteschlange, das vorderste, {front}.</translation>
    </message>
    <message>
        <source>Only one square leaves at a time: the one at the front of the queue, {front}.</source>
        <translation>Es verlässt immer nur ein Feld die Warteschlange: das vorderste, {front}.</translation>
    </message>
    <message>
        <source>The queue is first-in, first-out: {front} entered before {square}, so {front} leaves first.</source>
        <translation>Die Warteschlange arbeitet nach dem FIFO-Prinzip (first in, first out): {front} kam vor {square} hinein, also verlässt {front} sie zuerst.</translation>
    </message>
    <message>
        <source>Square {square} has already left the queue: each square leaves it once.</source>
        <translation>Feld {square} hat die Warteschlange schon verlassen: Jedes Feld verlässt sie nur einmal.</translation>
    </message>
    <message>
        <source>Square {square} is not in the queue: the search has not found it.</source>
        <translation>Feld {square} ist nicht in der Warteschlange: Die Suche hat es noch nicht gefunden.</translation>
    </message>
    <message>
        <source>Square {square} was already found, at distance {distance}: it does not enter again.</source>
        <translation>Feld {square} wurde schon gefunden, mit Entfernung {distance}: Es kommt nicht noch einmal hinein.</translation>
    </message>
    <message>
        <source>No throw from {origin} comes to rest on {square}.</source>
        <translation>Kein Wurf von {origin} endet auf {square}.</translation>
    </message>
    <message>
        <source>A throw of {face} from {origin} lands on {landed} and {moved}: {rest} enters, not {landed}.</source>
        <translation>Ein Wurf {face} von {origin} aus landet auf {landed} und {moved}: {rest} kommt in die Warteschlange, nicht {landed}.</translation>
    </message>
    <message>
        <source>A throw of {face} from {origin} lands on {landed} and {moved}, found already at distance {distance}: neither enters.</source>
        <translation>Ein Wurf {face} von {origin} aus landet auf {landed} und {moved}, schon gefunden mit Entfernung {distance}: Keins von beiden kommt in die Warteschlange.</translation>
    </message>
    <message>
        <source>A throw of {face} from {origin} lands on {landed} and {moved}, a new square: {rest} enters.</source>
        <translation>Ein Wurf {face} von {origin} aus landet auf {landed} und {moved}, ein neues Feld: {rest} kommt in die Warteschlange.</translation>
    </message>
    <message>
        <source>A throw of {face} from {origin} rests on {rest}, a new square: {rest} enters.</source>
        <translation>Ein Wurf {face} von {origin} aus endet auf {rest}, ein neues Feld: {rest} kommt in die Warteschlange.</translation>
    </message>
    <message>
        <source>The answer: {square}, the front of the queue.</source>
        <translation>Die Antwort: {square}, das vorderste Feld der Warteschlange.</translation>
    </message>
    <message>
        <source>The answer: nothing enters the queue.</source>
        <translation>Die Antwort: Nichts kommt in die Warteschlange.</translation>
    </message>
    <message>
        <source>The answer, in the order they enter the queue: {squares}.</source>
        <translation>Die Antwort, in der Reihenfolge, in der sie in die Warteschlange kommen: {squares}.</translation>
    </message>
    <message>
        <source>throw {face}: past the goal, not allowed</source>
        <translation>Wurf {face}: über das Ziel hinaus, nicht erlaubt</translation>
    </message>
    <message>
        <source>{landed}, {jump}</source>
        <translation>{landed}, {jump}</translation>
    </message>
    <message>
        <source>throw {face} {arrow} {where}: new, enters</source>
        <translation>Wurf {face} {arrow} {where}: neu, wird eingereiht</translation>
    </message>
    <message>
        <source>throw {face} {arrow} {where}: found already</source>
        <translation>Wurf {face} {arrow} {where}: schon gefunden</translation>
    </message>
    <message>
        <source>Square {square} is the goal: no throws from there.</source>
        <translation>Feld {square} ist das Ziel: Von dort wird nicht mehr gewürfelt.</translation>
    </message>
    <message>
        <source>The throws from {square}:</source>
        <translation>Die Würfe von {square}:</translation>
    </message>
    <message>
        <source>Score: {right} of {asked}</source>
        <translation>Punkte: {right} von {asked}</translation>
    </message>
    <message>
        <source>Final score: {right} of {asked}</source>
        <translation>Endstand: {right} von {asked}</translation>
    </message>
    <message>
        <source>The search is over: there is no route (−1).</source>
        <translation>Die Suche ist beendet: Es gibt keinen Weg (−1).</translation>
    </message>
    <message numerus="yes">
        <source>The search is over. Fewest throws: %n.</source>
        <translation>
            <numerusform>Die Suche ist beendet. Mindestzahl an Würfen: %n.</numerusform>
            <numerusform>Die Suche ist beendet. Mindestzahl an Würfen: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The queue is empty and the goal, {goal}, was never found: no throws reach it.</source>
        <translation>Die Warteschlange ist leer und das Ziel, {goal}, wurde nie gefunden: Kein Wurf erreicht es.</translation>
    </message>
    <message>
        <source>The route: {route} ({throws}).</source>
        <translation>Der Weg: {route} ({throws}).</translation>
    </message>
    <message>
        <source>Level 1: lesson boards</source>
        <translation>Stufe 1: Lern-Spielbretter</translation>
    </message>
    <message>
        <source>Level 2: small random boards</source>
        <translation>Stufe 2: kleine Zufallsspielbretter</translation>
    </message>
    <message>
        <source>Level 3: chains and dead ends</source>
        <translation>Stufe 3: Ketten und Sackgassen</translation>
    </message>
    <message>
        <source>The board on show</source>
        <translation>Das gezeigte Spielbrett</translation>
    </message>
    <message>
        <source>Board {seed}: {rows}×{cols}</source>
        <translation>Spielbrett {seed}: {rows}×{cols}</translation>
    </message>
    <message>
        <source>“{text}” is not a square's number.</source>
        <translation>„{text}“ ist keine Feldnummer.</translation>
    </message>
    <message>
        <source>There is no square {square} on this board: its squares run from {first} to {goal}.</source>
        <translation>Auf diesem Spielbrett gibt es kein Feld {square}: Seine Felder gehen von {first} bis {goal}.</translation>
    </message>
</context>
<context>
    <name>PredictDialog</name>
    <message>
        <source>Predict the next step</source>
        <translation>Den nächsten Schritt vorhersagen</translation>
    </message>
    <message>
        <source>Click squares to choose them; or the arrow keys and Space</source>
        <translation>Klicke Felder an, um sie zu wählen, oder nutze die Pfeiltasten und Leertaste</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Stufe:</translation>
    </message>
    <message>
        <source>New &amp;Session</source>
        <translation>Neuer D&amp;urchgang</translation>
    </message>
    <message>
        <source>The level's next board, from the first question</source>
        <translation>Das nächste Spielbrett der Stufe, ab der ersten Frage</translation>
    </message>
    <message>
        <source>square numbers, e.g. 15 7</source>
        <translation>Feldnummern, z. B. 15 7</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Deine Antwort</translation>
    </message>
    <message>
        <source>&amp;Your answer:</source>
        <translation>&amp;Deine Antwort:</translation>
    </message>
    <message>
        <source>&amp;Answer</source>
        <translation>&amp;Antworten</translation>
    </message>
    <message>
        <source>Click squares or type their numbers; on the board the arrow keys move and Space picks. Enter answers; Enter or N goes on.</source>
        <translation>Klicke Felder an oder tippe ihre Nummern; auf dem Spielbrett bewegen die Pfeiltasten den Cursor, und Leertaste wählt aus. Enter antwortet; Enter oder N geht weiter.</translation>
    </message>
    <message>
        <source>Choose the square that leaves next: click it or type its number.</source>
        <translation>Wähle das Feld, das als Nächstes die Warteschlange verlässt: Klicke darauf oder tippe seine Nummer ein.</translation>
    </message>
    <message>
        <source>&amp;Next question</source>
        <translation>&amp;Nächste Frage</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>The system's language</source>
        <translation>Sprache des Systems</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>A new language is used from the next start of the app.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start der App.</translation>
    </message>
</context>
<context>
    <name>Present</name>
    <message>
        <source>The Learn room for a projector: the board and the search's words, large (F9; Esc leaves)</source>
        <translation>Der Raum „Lernen“ für einen Beamer: das Spielbrett und die Texte der Suche, groß (F9; Esc beendet)</translation>
    </message>
    <message>
        <source>&amp;Present</source>
        <translation>P&amp;räsentieren</translation>
    </message>
    <message>
        <source>Leave Present</source>
        <translation>Präsentation beenden</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Classic family board</source>
        <translation>Klassisches Familienspielbrett</translation>
    </message>
    <message>
        <source>LeetCode 909 example (6×6)</source>
        <translation>Beispiel aus LeetCode 909 (6×6)</translation>
    </message>
    <message>
        <source>30-cell linear board (5×6)</source>
        <translation>Lineares Spielbrett mit 30 Feldern (5×6)</translation>
    </message>
    <message>
        <source>Milton Bradley classic (Chutes and Ladders)</source>
        <translation>Klassiker von Milton Bradley (Chutes and Ladders)</translation>
    </message>
</context>
<context>
    <name>PrintPreview</name>
    <message>
        <source>Preview of the pages</source>
        <translation>Vorschau der Seiten</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) of {paper}</source>
        <translation>
            <numerusform>%n Blatt {paper}</numerusform>
            <numerusform>%n Blätter {paper}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message numerus="yes">
        <source>invalid — %n error(s)</source>
        <translation>
            <numerusform>ungültig – %n Fehler</numerusform>
            <numerusform>ungültig – %n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>valid — {summary}, %n warning(s)</source>
        <translation>
            <numerusform>gültig – {summary}, %n Warnung</numerusform>
            <numerusform>gültig – {summary}, %n Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more warning(s): each is marked on the board.</source>
        <translation>
            <numerusform>… und %n weitere Warnung: Sie ist auf dem Spielbrett markiert.</numerusform>
            <numerusform>… und %n weitere Warnungen: Jede ist auf dem Spielbrett markiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>error: {what}</source>
        <translation>Fehler: {what}</translation>
    </message>
    <message>
        <source>warning: {what}</source>
        <translation>Warnung: {what}</translation>
    </message>
    <message>
        <source>No warnings: every snake and ladder works as drawn.</source>
        <translation>Keine Warnungen: Jede Schlange und Leiter funktioniert wie gezeichnet.</translation>
    </message>
    <message>
        <source>Checking the board…</source>
        <translation>Spielbrett wird geprüft…</translation>
    </message>
</context>
<context>
    <name>ProblemsPanel</name>
    <message>
        <source>Board warnings</source>
        <translation>Warnungen zum Spielbrett</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>Prompter</name>
    <message>
        <source>Boards (*.snl *.json *.txt *.csv *.tsv)</source>
        <translation>Spielbretter (*.snl *.json *.txt *.csv *.tsv)</translation>
    </message>
    <message>
        <source>Snakes &amp; Ladders boards (*.snl)</source>
        <translation>Schlangen-und-Leitern-Spielbretter (*.snl)</translation>
    </message>
    <message>
        <source>JSON boards (*.json)</source>
        <translation>JSON-Spielbretter (*.json)</translation>
    </message>
    <message>
        <source>Spreadsheet matrices (*.csv *.tsv)</source>
        <translation>Matrizen aus Tabellenkalkulationen (*.csv *.tsv)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save the changes to “{name}” before closing it?</source>
        <translation>Die Änderungen an „{name}“ vor dem Schließen speichern?</translation>
    </message>
    <message>
        <source>Your changes are lost if you don't save them.</source>
        <translation>Deine Änderungen gehen verloren, wenn du sie nicht speicherst.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>Nicht jetzt</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>“{name}” has been changed on disk by another program since you opened it. Replace it?</source>
        <translation>„{name}“ wurde seit dem Öffnen von einem anderen Programm auf der Festplatte geändert. Ersetzen?</translation>
    </message>
    <message>
        <source>“{name}” has been changed on disk by another program.</source>
        <translation>„{name}“ wurde von einem anderen Programm auf der Festplatte geändert.</translation>
    </message>
    <message>
        <source>Reload drops your unsaved changes; Keep Mine keeps them (saving replaces the other version); Save As keeps both.</source>
        <translation>„Neu laden“ verwirft deine ungespeicherten Änderungen; „Meine behalten“ behält sie (Speichern ersetzt die andere Version); „Speichern unter“ behält beide.</translation>
    </message>
    <message>
        <source>Reload shows the version on disk; Keep Mine keeps the board shown here (saving replaces the other version); Save As keeps both.</source>
        <translation>„Neu laden“ zeigt die Version auf der Festplatte; „Meine behalten“ behält das hier gezeigte Spielbrett (Speichern ersetzt die andere Version); „Speichern unter“ behält beide.</translation>
    </message>
    <message>
        <source>Changed on disk</source>
        <translation>Auf der Festplatte geändert</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>Überschreiben</translation>
    </message>
    <message>
        <source>Keep Mine</source>
        <translation>Meine behalten</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Open board</source>
        <translation>Spielbrett öffnen</translation>
    </message>
    <message>
        <source>Replace a read-only file</source>
        <translation>Schreibgeschützte Datei ersetzen</translation>
    </message>
    <message>
        <source>{file} is read-only. Replace it anyway?</source>
        <translation>{file} ist schreibgeschützt. Trotzdem ersetzen?</translation>
    </message>
</context>
<context>
    <name>PropertiesDialog</name>
    <message>
        <source>Board properties</source>
        <translation>Eigenschaften des Spielbretts</translation>
    </message>
    <message>
        <source>e.g. Jungle run</source>
        <translation>z. B. Dschungellauf</translation>
    </message>
    <message>
        <source>Who the board is for, what makes it fun…</source>
        <translation>Für wen das Spielbrett ist, was es spannend macht…</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation>Beschreibung:</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Details einblenden...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Details ausblenden...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Alles speichern</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ja, &amp;alle</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nein</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;ein, keine</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorieren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Voreinstellungen</translation>
    </message>
</context>
<context>
    <name>QueueList</name>
    <message>
        <source>BFS queue</source>
        <translation>BFS-Warteschlange</translation>
    </message>
    <message>
        <source>BFS queue (front first)</source>
        <translation>BFS-Warteschlange (vorderstes zuerst)</translation>
    </message>
    <message numerus="yes">
        <source>square {square} · %n throw(s)</source>
        <translation>
            <numerusform>Feld {square} · %n Wurf</numerusform>
            <numerusform>Feld {square} · %n Würfe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>BFS queue (front first): %n square(s)</source>
        <translation>
            <numerusform>BFS-Warteschlange (vorderstes zuerst): %n Feld</numerusform>
            <numerusform>BFS-Warteschlange (vorderstes zuerst): %n Felder</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Quiz</name>
    <message>
        <source>Class Quiz</source>
        <translation>Klassenquiz</translation>
    </message>
    <message>
        <source>other</source>
        <translation>andere</translation>
    </message>
    <message numerus="yes">
        <source>%n student(s) in the quiz</source>
        <translation>
            <numerusform>%n Schüler im Quiz</numerusform>
            <numerusform>%n Schüler im Quiz</numerusform>
        </translation>
    </message>
    <message>
        <source>Question {number} of {count}</source>
        <translation>Frage {number} von {count}</translation>
    </message>
    <message>
        <source>{answered} of {students} answered</source>
        <translation>Antworten: {answered} von {students}</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s) left</source>
        <translation>
            <numerusform>Noch %n Sekunde</numerusform>
            <numerusform>Noch %n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <source>Answers are closed.</source>
        <translation>Keine Antworten mehr möglich.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <source>Nobody answered this question.</source>
        <translation>Niemand hat diese Frage beantwortet.</translation>
    </message>
    <message>
        <source>{right} of {answered} right ({share})</source>
        <translation>{right} von {answered} richtig ({share})</translation>
    </message>
    <message>
        <source>Nobody chose a wrong answer.</source>
        <translation>Niemand hat eine falsche Antwort gewählt.</translation>
    </message>
    <message numerus="yes">
        <source>The most common wrong answer, %n time(s): {answer}. {reason}</source>
        <translation>
            <numerusform>Die häufigste falsche Antwort (einmal): {answer}. {reason}</numerusform>
            <numerusform>Die häufigste falsche Antwort (%n-mal): {answer}. {reason}</numerusform>
        </translation>
    </message>
    <message>
        <source>{place}. {nickname}: {right} right</source>
        <translation>{place}. {nickname}: {right} richtig</translation>
    </message>
    <message>
        <source>Q{number}: {share}</source>
        <translation>F{number}: {share}</translation>
    </message>
    <message>
        <source>no answers</source>
        <translation>keine Antworten</translation>
    </message>
    <message>
        <source>Results saved to {path}</source>
        <translation>Ergebnisse gespeichert unter {path}</translation>
    </message>
</context>
<context>
    <name>QuizDialog</name>
    <message>
        <source>Class Quiz</source>
        <translation>Klassenquiz</translation>
    </message>
    <message>
        <source>Join the quiz on your phone</source>
        <translation>Mit dem Handy beim Quiz mitmachen</translation>
    </message>
    <message>
        <source>Room code:</source>
        <translation>Raumcode:</translation>
    </message>
    <message>
        <source>Too many wrong codes: the room takes none until you make a new code.</source>
        <translation>Zu viele falsche Codes: Der Raum nimmt keine mehr an, bis du einen neuen Code erzeugst.</translation>
    </message>
    <message>
        <source>New Code</source>
        <translation>Neuer Code</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Schüler</translation>
    </message>
    <message>
        <source>&amp;Remove Student</source>
        <translation>Schüler &amp;entfernen</translation>
    </message>
    <message>
        <source>Take the chosen nickname out of the quiz (it cannot join again)</source>
        <translation>Den gewählten Spitznamen aus dem Quiz nehmen (er kann nicht wieder mitmachen)</translation>
    </message>
    <message>
        <source>no timer</source>
        <translation>ohne Zeitlimit</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Time to answer:</source>
        <translation>&amp;Zeit zum Antworten:</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>Ask the next question, or reveal the one asked (Page Down, Right, Space)</source>
        <translation>Die nächste Frage stellen oder die gestellte auflösen (Bild abwärts, Pfeil rechts, Leertaste)</translation>
    </message>
    <message>
        <source>&amp;Stop Answers</source>
        <translation>Antworten &amp;stoppen</translation>
    </message>
    <message>
        <source>&amp;End Quiz</source>
        <translation>Quiz &amp;beenden</translation>
    </message>
    <message>
        <source>Show &amp;Leaderboard</source>
        <translation>&amp;Rangliste zeigen</translation>
    </message>
    <message>
        <source>Nicknames with the most right answers (off: only the class's score)</source>
        <translation>Spitznamen mit den meisten richtigen Antworten (aus: nur die Punkte der Klasse)</translation>
    </message>
    <message>
        <source>Save &amp;Results…</source>
        <translation>Ergebnisse s&amp;peichern…</translation>
    </message>
    <message>
        <source>QR code of {address}</source>
        <translation>QR-Code von {address}</translation>
    </message>
    <message>
        <source>Room code {code}</source>
        <translation>Raumcode {code}</translation>
    </message>
    <message>
        <source>Not connected now (can rejoin)</source>
        <translation>Gerade nicht verbunden (kann wieder mitmachen)</translation>
    </message>
    <message>
        <source>The quiz is over.</source>
        <translation>Das Quiz ist vorbei.</translation>
    </message>
    <message>
        <source>Waiting to start</source>
        <translation>Warten auf den Start</translation>
    </message>
    <message>
        <source>Students join on their phones; then ask the first question.</source>
        <translation>Die Schüler machen mit ihren Handys mit; stelle dann die erste Frage.</translation>
    </message>
    <message>
        <source>The class so far: {scores}</source>
        <translation>Die Klasse bisher: {scores}</translation>
    </message>
    <message>
        <source>&amp;Reveal</source>
        <translation>&amp;Auflösen</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Abschließen</translation>
    </message>
    <message>
        <source>&amp;Next Question</source>
        <translation>&amp;Nächste Frage</translation>
    </message>
    <message>
        <source>&amp;Ask First Question</source>
        <translation>Erste &amp;Frage stellen</translation>
    </message>
    <message>
        <source>Save the quiz's results</source>
        <translation>Die Ergebnisse des Quiz speichern</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>quiz-results.csv</source>
        <translation>quiz-ergebnisse.csv</translation>
    </message>
    <message>
        <source>The results could not be saved: {problem}</source>
        <translation>Die Ergebnisse konnten nicht gespeichert werden: {problem}</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>Unsaved work could not be read</source>
        <translation>Ungespeicherte Arbeit konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>{app} closed without saving changes to {file}. Restore them?</source>
        <translation>{app} wurde beendet, ohne die Änderungen an {file} zu speichern. Wiederherstellen?</translation>
    </message>
    <message>
        <source>{app} closed without saving changes to the board “{name}”. Restore them?</source>
        <translation>{app} wurde beendet, ohne die Änderungen am Spielbrett „{name}“ zu speichern. Wiederherstellen?</translation>
    </message>
    <message>
        <source>{app} closed without saving changes to an untitled board. Restore them?</source>
        <translation>{app} wurde beendet, ohne die Änderungen an einem unbenannten Spielbrett zu speichern. Wiederherstellen?</translation>
    </message>
    <message>
        <source>Restored unsaved work</source>
        <translation>Ungespeicherte Arbeit wiederhergestellt</translation>
    </message>
    <message>
        <source>Restored as an untitled board: {file} is not a board file, so Save asks where to save it.</source>
        <translation>Als unbenanntes Spielbrett wiederhergestellt: {file} ist keine Spielbrett-Datei, daher fragt Speichern, wohin es gespeichert werden soll.</translation>
    </message>
    <message>
        <source>Restore unsaved work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>Not Now keeps them in {folder} for the next start; Discard deletes them.</source>
        <translation>„Nicht jetzt“ behält sie in {folder} für den nächsten Start; „Verwerfen“ löscht sie.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
</context>
<context>
    <name>Room</name>
    <message>
        <source>This computer is not on a local network: connect it to the same Wi-Fi as the phones, then try again.</source>
        <translation>Dieser Computer ist mit keinem lokalen Netzwerk verbunden: Verbinde ihn mit demselben WLAN wie die Handys und versuche es dann noch einmal.</translation>
    </message>
    <message>
        <source>No network port is free for the room: close another program that serves the network.</source>
        <translation>Für den Raum ist kein Netzwerkport frei: Schließe ein anderes Programm, das Dienste im Netzwerk anbietet.</translation>
    </message>
    <message>
        <source>The phones' page is missing from this installation: {problem}</source>
        <translation>Die Seite für die Handys fehlt in dieser Installation: {problem}</translation>
    </message>
</context>
<context>
    <name>Rooms</name>
    <message>
        <source>&amp;Home</source>
        <translation>&amp;Startseite</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>S&amp;pielen</translation>
    </message>
    <message>
        <source>&amp;Design</source>
        <translation>&amp;Entwerfen</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>&amp;Lernen</translation>
    </message>
    <message>
        <source>{room} room</source>
        <translation>Raum „{room}“</translation>
    </message>
    <message>
        <source>The start screen: play, design or learn, and recent boards</source>
        <translation>Die Startseite: spielen, entwerfen oder lernen, und zuletzt genutzte Spielbretter</translation>
    </message>
    <message>
        <source>Play a game on this board</source>
        <translation>Ein Spiel auf diesem Spielbrett spielen</translation>
    </message>
    <message>
        <source>Draw snakes and ladders and see how the board plays</source>
        <translation>Schlangen und Leitern zeichnen und sehen, wie sich das Spielbrett spielt</translation>
    </message>
    <message>
        <source>Watch breadth-first search find the fewest throws</source>
        <translation>Zusehen, wie die Breitensuche die Mindestzahl an Würfen findet</translation>
    </message>
    <message>
        <source>Rooms</source>
        <translation>Räume</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>rule '{name}' must be true or false, not {value}</source>
        <translation>Regel '{name}' muss true oder false sein, nicht {value}</translation>
    </message>
    <message>
        <source>rule '{name}' must be one of {choices}, not {value}</source>
        <translation>Regel '{name}' muss eines von {choices} sein, nicht {value}</translation>
    </message>
    <message>
        <source>'rules' must be an object, not {type}</source>
        <translation>'rules' muss ein Objekt sein, nicht {type}</translation>
    </message>
    <message>
        <source>a 6 throws again</source>
        <translation>bei 6 noch mal würfeln</translation>
    </message>
    <message>
        <source>one die a turn</source>
        <translation>ein Wurf pro Zug</translation>
    </message>
    <message>
        <source>three sixes count 18</source>
        <translation>drei Sechsen zählen 18</translation>
    </message>
    <message>
        <source>start on square 1</source>
        <translation>Start auf Feld 1</translation>
    </message>
    <message>
        <source>start off the board</source>
        <translation>Start vor dem Spielbrett</translation>
    </message>
    <message>
        <source>Everybody starts off the board, just before square 1.</source>
        <translation>Alle beginnen vor dem Spielbrett, direkt vor Feld 1.</translation>
    </message>
    <message>
        <source>But three 6s in a row and the turn is lost: your token goes back to where the turn began — unless the third 6 reaches the last square: that wins!</source>
        <translation>Aber bei drei 6en hintereinander ist der Zug verloren: Deine Spielfigur geht zurück, wo der Zug begann — außer die dritte 6 erreicht das letzte Feld: Dann gewinnst du!</translation>
    </message>
    <message>
        <source>Everybody starts on square 1.</source>
        <translation>Alle beginnen auf Feld 1.</translation>
    </message>
    <message>
        <source>three sixes lose the turn</source>
        <translation>drei Sechsen: Zug verloren</translation>
    </message>
    <message>
        <source>each throw moves the token</source>
        <translation>jeder Wurf zieht die Spielfigur</translation>
    </message>
    <message>
        <source>a throw past the last square is not moved</source>
        <translation>ein Wurf über das letzte Feld hinaus wird nicht gezogen</translation>
    </message>
    <message>
        <source>bounce back from the last square</source>
        <translation>vom letzten Feld zurückprallen</translation>
    </message>
    <message>
        <source>any throw past the last square wins</source>
        <translation>jeder Wurf über das letzte Feld hinaus gewinnt</translation>
    </message>
    <message>
        <source>throw a 6 to start</source>
        <translation>Start mit einer gewürfelten 6</translation>
    </message>
    <message>
        <source>Everybody starts off the board and needs a 6 to start: until you throw a 6, your token waits off the board.</source>
        <translation>Alle beginnen vor dem Spielbrett und brauchen eine 6 zum Starten: Bis du eine 6 würfelst, wartet deine Spielfigur vor dem Spielbrett.</translation>
    </message>
    <message>
        <source>Take turns: throw the die and move your token that many squares.</source>
        <translation>Reihum: Würfle und zieh deine Spielfigur so viele Felder weiter.</translation>
    </message>
    <message>
        <source>Threw a 6? Throw again! You can throw up to three times in one turn.</source>
        <translation>Eine 6 gewürfelt? Würfle noch mal! Du darfst in einem Zug bis zu dreimal würfeln.</translation>
    </message>
    <message>
        <source>But three 6s in a row and the turn is lost: your token stays where it was.</source>
        <translation>Aber bei drei Sechsen hintereinander ist der Zug verloren: Deine Spielfigur bleibt, wo sie war.</translation>
    </message>
    <message>
        <source>Move after every throw: a 6 moves you 6 squares straight away, then you throw again.</source>
        <translation>Zieh nach jedem Wurf: Mit einer 6 ziehst du sofort 6 Felder, dann würfelst du noch mal.</translation>
    </message>
    <message>
        <source>Add up all your throws, then move once by the total.</source>
        <translation>Zähl alle deine Würfe zusammen und zieh dann einmal um die Summe.</translation>
    </message>
    <message>
        <source>Land at the bottom of a ladder? Climb up it!</source>
        <translation>Unten an einer Leiter gelandet? Klettere hinauf!</translation>
    </message>
    <message>
        <source>Land on a snake's head? Slide down to its tail.</source>
        <translation>Auf dem Kopf einer Schlange gelandet? Rutsch hinunter bis zu ihrem Schwanz.</translation>
    </message>
    <message>
        <source>Too big a throw to land exactly on the last square? Stay where you are.</source>
        <translation>Zu hoch gewürfelt, um genau auf dem letzten Feld zu landen? Bleib, wo du bist.</translation>
    </message>
    <message>
        <source>Too big a throw to land exactly on the last square? Count to the end and back again.</source>
        <translation>Zu hoch gewürfelt, um genau auf dem letzten Feld zu landen? Zähl bis zum Ende und wieder zurück.</translation>
    </message>
    <message>
        <source>Too big a throw for the last square? It still takes you there: no exact throw needed.</source>
        <translation>Zu hoch gewürfelt für das letzte Feld? Du kommst trotzdem hin: Ein genauer Wurf ist nicht nötig.</translation>
    </message>
    <message>
        <source>The first to reach the last square wins!</source>
        <translation>Wer zuerst das letzte Feld erreicht, gewinnt!</translation>
    </message>
    <message>
        <source>The first to land exactly on the last square wins!</source>
        <translation>Wer zuerst genau auf dem letzten Feld landet, gewinnt!</translation>
    </message>
</context>
<context>
    <name>RulesForm</name>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>A 6 earns another throw (at most three a turn)</source>
        <translation>Eine 6 bringt einen weiteren Wurf (höchstens drei pro Zug)</translation>
    </message>
    <message>
        <source>Three sixes lose the turn</source>
        <translation>Drei Sechsen kosten den Zug</translation>
    </message>
    <message>
        <source>Each throw moves the token (a 6 then a 2: 6 squares, any snake or ladder, then 2)</source>
        <translation>Jeder Wurf bewegt die Spielfigur (eine 6, dann eine 2: 6 Felder, Schlange oder Leiter, dann 2)</translation>
    </message>
    <message>
        <source>Off: the token moves once, by the sum of the turn's dice, jumping over what lies between.
On: every throw moves it; reaching the last square wins at once, even on a third 6;
a third 6 short of it (when three sixes lose the turn) sends it back to where the turn began.</source>
        <translation>Aus: Die Spielfigur zieht einmal, um die Summe der Würfel des Zuges, und überspringt, was dazwischen liegt.
An: Jeder Wurf zieht sie; wer das letzte Feld erreicht, gewinnt sofort, auch mit einer dritten 6;
eine dritte 6, die es nicht erreicht (wenn drei Sechsen den Zug kosten), schickt sie zurück, wo der Zug begann.</translation>
    </message>
    <message>
        <source>Stay where you are</source>
        <translation>Stehen bleiben</translation>
    </message>
    <message>
        <source>Bounce back from the last square</source>
        <translation>Vom letzten Feld zurückprallen</translation>
    </message>
    <message>
        <source>Finish: it reaches the last square</source>
        <translation>Ins Ziel: Die Spielfigur erreicht das letzte Feld</translation>
    </message>
    <message>
        <source>On square 1</source>
        <translation>Auf Feld 1</translation>
    </message>
    <message>
        <source>Off the board (square 0)</source>
        <translation>Vor dem Spielbrett (Feld 0)</translation>
    </message>
    <message>
        <source>Off the board: need a 6 to start</source>
        <translation>Vor dem Spielbrett: Start nur mit einer 6</translation>
    </message>
    <message>
        <source>A throw past the last square:</source>
        <translation>Wurf über das letzte Feld hinaus:</translation>
    </message>
    <message>
        <source>Need a 6 to start: each token waits off the board until its player throws a 6;
the 6 then moves it onto the board (and earns another throw, when a 6 does).</source>
        <translation>Start nur mit einer 6: Jede Spielfigur wartet vor dem Spielbrett, bis ihr Spieler eine 6 würfelt;
die 6 bringt sie dann aufs Spielbrett (und einen weiteren Wurf, wenn eine 6 einen bringt).</translation>
    </message>
    <message>
        <source>Tokens start:</source>
        <translation>Spielfiguren starten:</translation>
    </message>
</context>
<context>
    <name>Search</name>
    <message>
        <source>square {square} is not on the board (0..{goal})</source>
        <translation>Feld {square} ist nicht auf dem Spielbrett (0..{goal})</translation>
    </message>
    <message>
        <source>cannot start a search on square {square}: the board has squares 0..{goal}</source>
        <translation>kann keine Suche auf Feld {square} beginnen: Das Spielbrett hat die Felder 0..{goal}</translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s)</source>
        <translation>
            <numerusform>%n Wurf</numerusform>
            <numerusform>%n Würfe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln frame(s)</source>
        <translation>
            <numerusform>%Ln Bild</numerusform>
            <numerusform>%Ln Bilder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s)</source>
        <translation>
            <numerusform>etwa %n Sekunde</numerusform>
            <numerusform>etwa %n Sekunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>etwa %n Minute</numerusform>
            <numerusform>etwa %n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>{frames}, {length}</source>
        <translation>{frames}, {length}</translation>
    </message>
    <message>
        <source>Step {position} of {total}</source>
        <translation>Schritt {position} von {total}</translation>
    </message>
    <message>
        <source>Queue: empty</source>
        <translation>Warteschlange: leer</translation>
    </message>
    <message numerus="yes">
        <source>Queue (front first): %n square(s)</source>
        <translation>
            <numerusform>Warteschlange (vorderstes zuerst): %n Feld</numerusform>
            <numerusform>Warteschlange (vorderstes zuerst): %n Felder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Queue (front first): {squares} … and %n more</source>
        <translation>
            <numerusform>Warteschlange (vorderstes zuerst): {squares} … und %n weiteres</numerusform>
            <numerusform>Warteschlange (vorderstes zuerst): {squares} … und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Queue (front first): {squares}</source>
        <translation>Warteschlange (vorderstes zuerst): {squares}</translation>
    </message>
    <message>
        <source>one throw</source>
        <translation>Ein Wurf</translation>
    </message>
    <message>
        <source>one square</source>
        <translation>Ein Feld</translation>
    </message>
    <message>
        <source>one depth</source>
        <translation>Eine Tiefe</translation>
    </message>
    <message>
        <source>ladder to {square}</source>
        <translation>Leiter nach {square}</translation>
    </message>
    <message>
        <source>snake to {square}</source>
        <translation>Schlange nach {square}</translation>
    </message>
    <message>
        <source>throw {face} → square {square}</source>
        <translation>Wurf {face} → Feld {square}</translation>
    </message>
    <message>
        <source>throw {face} → {square}</source>
        <translation>Wurf {face} → {square}</translation>
    </message>
    <message>
        <source>throw {face} → square {square}, {jump}</source>
        <translation>Wurf {face} → Feld {square}, {jump}</translation>
    </message>
    <message>
        <source>throw {face} → {square}, {jump}</source>
        <translation>Wurf {face} → {square}, {jump}</translation>
    </message>
    <message>
        <source>Square {square}: throws 1–6 rest on {rests}</source>
        <translation>Feld {square}: Würfe 1–6 enden auf {rests}</translation>
    </message>
    <message>
        <source>Square {square}: only a 6 brings the token on the board; it rests on {rest}</source>
        <translation>Feld {square}: Nur eine 6 bringt die Spielfigur aufs Spielbrett; sie endet auf {rest}</translation>
    </message>
    <message numerus="yes">
        <source>Square {square}: the goal, reached in %n throw(s); the search stops there</source>
        <translation>
            <numerusform>Feld {square}: das Ziel, erreicht in %n Wurf; die Suche endet dort</numerusform>
            <numerusform>Feld {square}: das Ziel, erreicht in %n Würfen; die Suche endet dort</numerusform>
        </translation>
    </message>
    <message>
        <source>Square {square}: the goal, never reached; the search stops there</source>
        <translation>Feld {square}: das Ziel, nie erreicht; die Suche endet dort</translation>
    </message>
    <message>
        <source>Square {square}: no token rests here (a jump starts on it)</source>
        <translation>Feld {square}: Hier bleibt keine Spielfigur stehen (ein Sprung beginnt hier)</translation>
    </message>
</context>
<context>
    <name>SearchControls</name>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Play or pause the search (F5)</source>
        <translation>Die Suche abspielen oder anhalten (F5)</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Step back (Shift+F6)</source>
        <translation>Einen Schritt zurück (Umschalt+F6)</translation>
    </message>
    <message>
        <source>Step ▶</source>
        <translation>Schritt ▶</translation>
    </message>
    <message>
        <source>Step forward (F6)</source>
        <translation>Einen Schritt vor (F6)</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neustart</translation>
    </message>
    <message>
        <source>Back to the start (Ctrl+F5)</source>
        <translation>Zurück zum Anfang (Strg+F5)</translation>
    </message>
    <message>
        <source>Next Step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <source>Step forward (Page Down, →)</source>
        <translation>Einen Schritt vor (Bild abwärts, →)</translation>
    </message>
    <message>
        <source>Previous Step</source>
        <translation>Vorheriger Schritt</translation>
    </message>
    <message>
        <source>Step back (Page Up, ←)</source>
        <translation>Einen Schritt zurück (Bild aufwärts, ←)</translation>
    </message>
    <message>
        <source>Step size</source>
        <translation>Schrittgröße</translation>
    </message>
    <message>
        <source>Step &amp;Size</source>
        <translation>Schritt&amp;größe</translation>
    </message>
    <message>
        <source>Next Step Size</source>
        <translation>Nächste Schrittgröße</translation>
    </message>
    <message>
        <source>One throw, one square, one depth (Ctrl+F6)</source>
        <translation>Ein Wurf, ein Feld, eine Tiefe (Strg+F6)</translation>
    </message>
    <message>
        <source>How far one step goes: one throw examined, one square expanded, or one depth</source>
        <translation>Wie weit ein Schritt geht: ein untersuchter Wurf, ein erweitertes Feld oder eine ganze Tiefe</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>From one step every 2 seconds to the whole search in under a second</source>
        <translation>Von einem Schritt alle 2 Sekunden bis zur ganzen Suche in unter einer Sekunde</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Langsamer</translation>
    </message>
    <message>
        <source>Play the search slower (F7)</source>
        <translation>Die Suche langsamer abspielen (F7)</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Schneller</translation>
    </message>
    <message>
        <source>Play the search faster (F8)</source>
        <translation>Die Suche schneller abspielen (F8)</translation>
    </message>
    <message>
        <source>Search position</source>
        <translation>Position in der Suche</translation>
    </message>
    <message>
        <source>Every step of the search: drag to any moment</source>
        <translation>Jeder Schritt der Suche: zu einem beliebigen Moment ziehen</translation>
    </message>
    <message>
        <source>Heat map: show every square's distance</source>
        <translation>Heatmap: Entfernung jedes Feldes zeigen</translation>
    </message>
    <message>
        <source>Show every square's distance at once (Ctrl+Shift+M)</source>
        <translation>Die Entfernung jedes Feldes auf einmal zeigen (Strg+Umschalt+M)</translation>
    </message>
    <message>
        <source>&amp;Heat Map</source>
        <translation>&amp;Heatmap</translation>
    </message>
    <message>
        <source>Fade the snakes and ladders</source>
        <translation>Schlangen und Leitern blasser zeigen</translation>
    </message>
    <message>
        <source>While the search is drawn, the snakes and ladders fade so that its arrows read on any art</source>
        <translation>Während die Suche gezeichnet wird, werden Schlangen und Leitern blasser, damit ihre Pfeile auf jeder Grafik lesbar sind</translation>
    </message>
    <message>
        <source>&amp;Fade the Art</source>
        <translation>Grafik &amp;blasser</translation>
    </message>
    <message>
        <source>Step:</source>
        <translation>Schritt:</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Tempo:</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>Suche:</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Everywhere</source>
        <translation>Überall</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Entwerfen</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Lernen</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Find a key or an action</source>
        <translation>Taste oder Aktion suchen</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
</context>
<context>
    <name>SizeBar</name>
    <message>
        <source>Rows</source>
        <translation>Reihen</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Quadratisch</translation>
    </message>
    <message>
        <source>Keep as many columns as rows</source>
        <translation>Gleich viele Spalten wie Reihen</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
</context>
<context>
    <name>SolverPanel</name>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Copy the graph (adjacency list)</source>
        <translation>Graph kopieren (Adjazenzliste)</translation>
    </message>
    <message>
        <source>Each square where a token can rest, and where throws 1–6 take it: to check your own BFS</source>
        <translation>Jedes Feld, auf dem eine Spielfigur stehen bleiben kann, und wohin die Würfe 1–6 von dort führen: zum Prüfen deiner eigenen BFS</translation>
    </message>
    <message>
        <source>Working out the fewest throws…</source>
        <translation>Die Mindestzahl an Würfen wird berechnet…</translation>
    </message>
    <message>
        <source>Fewest throws: {throws}</source>
        <translation>Mindestzahl an Würfen: {throws}</translation>
    </message>
    <message>
        <source>One die a throw never reaches the goal</source>
        <translation>Mit einem Würfel pro Wurf ist das Ziel unerreichbar</translation>
    </message>
    <message>
        <source>Depth {depth}: squares {throws} away</source>
        <translation>Tiefe {depth}: Felder {throws} entfernt</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Abspielen</translation>
    </message>
    <message>
        <source>Step {position} of {total} — {state}</source>
        <translation>Schritt {position} von {total} – {state}</translation>
    </message>
</context>
<context>
    <name>SolverWords</name>
    <message>
        <source>Press Play (F5) to watch breadth-first search find it, or Step (F6) to go one step at a time.</source>
        <translation>Drücke „Abspielen“ (F5), um zuzusehen, wie die Breitensuche sie findet, oder „Schritt“ (F6), um Schritt für Schritt vorzugehen.</translation>
    </message>
    <message>
        <source>A 6 is needed to start, and a 6 goes past the last square: no token can come on the board.</source>
        <translation>Zum Starten braucht es eine 6, aber eine 6 geht über das letzte Feld hinaus: Keine Spielfigur kann aufs Spielbrett kommen.</translation>
    </message>
    <message>
        <source>The farthest the token can rest on is square {square}. Every throw from there lands on a jump back down: {jumps}. Coloured squares can be reached.</source>
        <translation>Am weitesten kann die Spielfigur auf Feld {square} stehen bleiben. Jeder Wurf von dort landet auf einem Sprung zurück nach unten: {jumps}. Farbige Felder sind erreichbar.</translation>
    </message>
    <message>
        <source>Route: {route}</source>
        <translation>Weg: {route}</translation>
    </message>
</context>
<context>
    <name>Start</name>
    <message>
        <source>the saved game</source>
        <translation>das gespeicherte Spiel</translation>
    </message>
    <message>
        <source>cannot write {file}</source>
        <translation>{file} kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>the window was not painted in time</source>
        <translation>das Fenster wurde nicht rechtzeitig gezeichnet</translation>
    </message>
    <message>
        <source>No home folder</source>
        <translation>Kein persönlicher Ordner</translation>
    </message>
    <message>
        <source>Cannot open board</source>
        <translation>Spielbrett kann nicht geöffnet werden</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>today</source>
        <translation>heute</translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>gestern</translation>
    </message>
    <message>
        <source>turn {number}</source>
        <translation>Zug {number}</translation>
    </message>
    <message>
        <source>What would you like to do?</source>
        <translation>Was möchtest du tun?</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Play a game</source>
        <translation>Ein Spiel spielen</translation>
    </message>
    <message>
        <source>Roll the dice with family and friends, or against the computer</source>
        <translation>Würfeln mit Familie und Freunden oder gegen den Computer</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Entwerfen</translation>
    </message>
    <message>
        <source>Design a board</source>
        <translation>Ein Spielbrett entwerfen</translation>
    </message>
    <message>
        <source>Draw snakes and ladders with the mouse and see at once how the board plays</source>
        <translation>Schlangen und Leitern mit der Maus zeichnen und sofort sehen, wie sich das Spielbrett spielt</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Lernen</translation>
    </message>
    <message>
        <source>Learn how the search works</source>
        <translation>Lernen, wie die Suche funktioniert</translation>
    </message>
    <message>
        <source>Watch breadth-first search find the fewest throws, step by step</source>
        <translation>Zusehen, wie die Breitensuche die Mindestzahl an Würfen findet, Schritt für Schritt</translation>
    </message>
    <message>
        <source>Recent boards</source>
        <translation>Zuletzt genutzte Spielbretter</translation>
    </message>
    <message>
        <source>Boards you open or save appear here.</source>
        <translation>Spielbretter, die du öffnest oder speicherst, erscheinen hier.</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Unterbrochene Spiele</translation>
    </message>
    <message>
        <source>Games you stop before the end wait here, to play on.</source>
        <translation>Spiele, die du vor dem Ende anhältst, warten hier aufs Weiterspielen.</translation>
    </message>
    <message>
        <source>Start in the last room I used</source>
        <translation>Im zuletzt genutzten Raum starten</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>Spielt als</translation>
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
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>Longest climb</source>
        <translation>Längster Aufstieg</translation>
    </message>
    <message>
        <source>Most snakes met</source>
        <translation>Meiste Schlangen</translation>
    </message>
    <message>
        <source>Longest slide</source>
        <translation>Längste Rutsche</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielbrett</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Most wins</source>
        <translation>Meiste Siege</translation>
    </message>
    <message>
        <source>Fewest turns</source>
        <translation>Wenigste Züge</translation>
    </message>
    <message>
        <source>Average turns</source>
        <translation>Züge im Schnitt</translation>
    </message>
    <message>
        <source>Players' statistics</source>
        <translation>Statistik der Spieler</translation>
    </message>
    <message>
        <source>Boards' statistics</source>
        <translation>Statistik der Spielbretter</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Spielbretter</translation>
    </message>
    <message>
        <source>C&amp;lear Statistics…</source>
        <translation>Statistik &amp;löschen…</translation>
    </message>
    <message>
        <source>Forget every game recorded (asks first)</source>
        <translation>Alle aufgezeichneten Spiele vergessen (fragt vorher)</translation>
    </message>
    <message>
        <source>Reading the game history…</source>
        <translation>Der Spielverlauf wird gelesen…</translation>
    </message>
    <message>
        <source>The game history is busy: another program is using it. The figures appear as soon as it is free.</source>
        <translation>Der Spielverlauf ist belegt: Ein anderes Programm verwendet ihn. Die Statistik erscheint, sobald er wieder frei ist.</translation>
    </message>
    <message>
        <source>The game history cannot be read: {why}</source>
        <translation>Der Spielverlauf kann nicht gelesen werden: {why}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) played since {date}</source>
        <translation>
            <numerusform>%Ln Spiel gespielt seit {date}</numerusform>
            <numerusform>%Ln Spiele gespielt seit {date}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forget all %Ln game(s) recorded? This cannot be undone.</source>
        <translation>
            <numerusform>Das %Ln aufgezeichnete Spiel vergessen? Das kann nicht rückgängig gemacht werden.</numerusform>
            <numerusform>Alle %Ln aufgezeichneten Spiele vergessen? Das kann nicht rückgängig gemacht werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet. When a game is won it is kept here: who played, who won, the longest ladder climbed and the most snakes met.</source>
        <translation>Noch keine Spiele. Wenn ein Spiel gewonnen ist, wird es hier aufbewahrt: wer gespielt hat, wer gewonnen hat, die längste erkletterte Leiter und die meisten getroffenen Schlangen.</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>a person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>{rate}%</source>
        <translation>{rate} %</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (Computer)</translation>
    </message>
    <message>
        <source>{rows}×{cols}</source>
        <translation>{rows}×{cols}</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>{name}: {wins}</source>
        <translation>{name}: {wins}</translation>
    </message>
    <message>
        <source>Clear Statistics</source>
        <translation>Statistik löschen</translation>
    </message>
    <message>
        <source>Nothing was cleared: {why}</source>
        <translation>Nichts wurde gelöscht: {why}</translation>
    </message>
</context>
<context>
    <name>StatisticsMenu</name>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Stat&amp;istik…</translation>
    </message>
    <message>
        <source>Games, wins and records of every player</source>
        <translation>Spiele, Siege und Rekorde jedes Spielers</translation>
    </message>
</context>
<context>
    <name>TeachingDocks</name>
    <message>
        <source>Graph</source>
        <translation>Graph</translation>
    </message>
    <message>
        <source>BFS Code</source>
        <translation>BFS-Code</translation>
    </message>
    <message>
        <source>The board as a graph: each square's six throws, laid out by BFS depth</source>
        <translation>Das Spielbrett als Graph: die sechs Würfe jedes Feldes, nach BFS-Tiefe angeordnet</translation>
    </message>
    <message>
        <source>The BFS code, its current line and its variables, as the search steps</source>
        <translation>Der BFS-Code, seine aktuelle Zeile und seine Variablen, während die Suche voranschreitet</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Why BFS?</source>
        <translation>Warum BFS?</translation>
    </message>
    <message>
        <source>The same board searched depth-first, step by step (Ctrl+B)</source>
        <translation>Dasselbe Spielbrett mit Tiefensuche durchsucht, Schritt für Schritt (Strg+B)</translation>
    </message>
    <message>
        <source>The search as an animated GIF or APNG, or this step as a picture (Ctrl+Shift+E)</source>
        <translation>Die Suche als animiertes GIF oder APNG oder dieser Schritt als Bild (Strg+Umschalt+E)</translation>
    </message>
    <message>
        <source>Export Animation…</source>
        <translation>Animation exportieren…</translation>
    </message>
    <message>
        <source>A quiz: before each step of the search, predict it on the board; a score is kept</source>
        <translation>Ein Quiz: Sag vor jedem Schritt der Suche auf dem Spielbrett voraus, was passiert; die Punkte werden gezählt</translation>
    </message>
    <message>
        <source>Predict…</source>
        <translation>Vorhersagen…</translation>
    </message>
    <message>
        <source>Predict for the whole class: students answer each step on their phones, the answers shown as bars</source>
        <translation>Vorhersagen mit der ganzen Klasse: Die Schüler beantworten jeden Schritt auf ihren Handys, die Antworten erscheinen als Balken</translation>
    </message>
    <message>
        <source>Class Quiz…</source>
        <translation>Klassenquiz…</translation>
    </message>
    <message>
        <source>Run your own LeetCode 909 solution on 500+ boards, in a separate process, and see what fails</source>
        <translation>Deine eigene Lösung für LeetCode 909 auf über 500 Spielbrettern in einem eigenen Prozess ausführen und sehen, was fehlschlägt</translation>
    </message>
    <message>
        <source>Check My Code…</source>
        <translation>Meinen Code prüfen…</translation>
    </message>
    <message>
        <source>Every .py file of a folder (a class's solutions) checked at once, in a table</source>
        <translation>Alle .py-Dateien eines Ordners (die Lösungen einer Klasse) auf einmal geprüft, in einer Tabelle</translation>
    </message>
    <message>
        <source>Check a Folder…</source>
        <translation>Ordner prüfen…</translation>
    </message>
</context>
<context>
    <name>TextSize</name>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Large</source>
        <translation>&amp;Groß</translation>
    </message>
    <message>
        <source>&amp;Huge</source>
        <translation>&amp;Riesig</translation>
    </message>
    <message>
        <source>Text &amp;Size</source>
        <translation>Text&amp;größe</translation>
    </message>
    <message>
        <source>&amp;Cycle Text Size</source>
        <translation>Textgröße &amp;wechseln</translation>
    </message>
    <message>
        <source>Normal, large, huge: every text of the app</source>
        <translation>Normal, groß, riesig: alle Texte der App</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>&amp;Standard</source>
        <translation>&amp;Standard</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>&amp;Hoher Kontrast</translation>
    </message>
    <message>
        <source>Follow the S&amp;ystem</source>
        <translation>S&amp;ystem folgen</translation>
    </message>
    <message>
        <source>The printed board's colours, with light docks and dialogs</source>
        <translation>Die Farben des gedruckten Spielbretts, mit hellen Leisten und Dialogen</translation>
    </message>
    <message>
        <source>Black, white and yellow: strong outlines, opaque number plates, thicker marks</source>
        <translation>Schwarz, Weiß und Gelb: kräftige Umrisse, undurchsichtige Nummernschilder, dickere Markierungen</translation>
    </message>
    <message>
        <source>The standard board, with docks and dialogs in the desktop's colours</source>
        <translation>Das Standard-Spielbrett, mit Leisten und Dialogen in den Farben des Desktops</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>&amp;Farbschema</translation>
    </message>
</context>
<context>
    <name>Tune</name>
    <message>
        <source>The board already meets every target: nothing to move.</source>
        <translation>Das Spielbrett erreicht schon alle Zielwerte: Nichts zu verschieben.</translation>
    </message>
    <message>
        <source>No layout met every target, and no move brought the board closer.</source>
        <translation>Keine Anordnung hat alle Zielwerte erreicht, und keine Verschiebung hat das Spielbrett näher gebracht.</translation>
    </message>
    <message>
        <source>Ladder {start} → {end}: top moved to {new_end}</source>
        <translation>Leiter {start} → {end}: oberes Ende verschoben nach {new_end}</translation>
    </message>
    <message>
        <source>Snake {start} → {end}: tail moved to {new_end}</source>
        <translation>Schlange {start} → {end}: Schwanz verschoben nach {new_end}</translation>
    </message>
    <message>
        <source>Ladder {start} → {end}: foot moved to {new_start}</source>
        <translation>Leiter {start} → {end}: Fuß verschoben nach {new_start}</translation>
    </message>
    <message>
        <source>Snake {start} → {end}: head moved to {new_start}</source>
        <translation>Schlange {start} → {end}: Kopf verschoben nach {new_start}</translation>
    </message>
    <message>
        <source>Ladder {start} → {end}: now {new_start} → {new_end}</source>
        <translation>Leiter {start} → {end}: jetzt {new_start} → {new_end}</translation>
    </message>
    <message>
        <source>Snake {start} → {end}: now {new_start} → {new_end}</source>
        <translation>Schlange {start} → {end}: jetzt {new_start} → {new_end}</translation>
    </message>
    <message>
        <source>never ends</source>
        <translation>endet nie</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>unerreichbar</translation>
    </message>
    <message>
        <source>Expected length: {before} → {after} turns</source>
        <translation>Erwartete Spiellänge: {before} → {after} Züge</translation>
    </message>
    <message>
        <source>Fewest throws: {before} → {after}</source>
        <translation>Mindestzahl an Würfen: {before} → {after}</translation>
    </message>
    <message>
        <source>First seat's advantage at 2 to 4 players: {before} → {after} points</source>
        <translation>Vorteil von Platz 1 bei 2 bis 4 Spielern: {before} → {after} Punkte</translation>
    </message>
</context>
<context>
    <name>TuneBoard</name>
    <message>
        <source>The board</source>
        <translation>Das Spielbrett</translation>
    </message>
    <message>
        <source>Click a snake or ladder to lock it, or tick it in the list</source>
        <translation>Klicke eine Schlange oder Leiter an, um sie zu sperren, oder hake sie in der Liste an</translation>
    </message>
</context>
<context>
    <name>TuneDialog</name>
    <message>
        <source>Tune the layout</source>
        <translation>Anordnung feinabstimmen</translation>
    </message>
    <message>
        <source>Expected length between</source>
        <translation>Erwartete Spiellänge zwischen</translation>
    </message>
    <message>
        <source>Fewest throws between</source>
        <translation>Mindestzahl an Würfen zwischen</translation>
    </message>
    <message>
        <source>Finished within</source>
        <translation>Im Ziel nach höchstens</translation>
    </message>
    <message>
        <source>First seat's advantage at most</source>
        <translation>Vorteil von Platz 1 höchstens</translation>
    </message>
    <message>
        <source>Expected length: at least, in turns</source>
        <translation>Erwartete Spiellänge: mindestens, in Zügen</translation>
    </message>
    <message>
        <source>Expected length: at most, in turns</source>
        <translation>Erwartete Spiellänge: höchstens, in Zügen</translation>
    </message>
    <message>
        <source>Fewest throws: at least</source>
        <translation>Mindestzahl an Würfen: mindestens</translation>
    </message>
    <message>
        <source>Fewest throws: at most</source>
        <translation>Mindestzahl an Würfen: höchstens</translation>
    </message>
    <message>
        <source>Finished within this many turns</source>
        <translation>Im Ziel nach höchstens so vielen Zügen</translation>
    </message>
    <message>
        <source>By then, at least this percentage of games finished</source>
        <translation>Bis dahin mindestens dieser Prozentsatz der Spiele beendet</translation>
    </message>
    <message>
        <source>First seat's advantage: at most, in percentage points</source>
        <translation>Vorteil von Platz 1: höchstens, in Prozentpunkten</translation>
    </message>
    <message>
        <source>This board now: working it out…</source>
        <translation>Dieses Spielbrett jetzt: wird berechnet…</translation>
    </message>
    <message>
        <source>Snakes and ladders never moved</source>
        <translation>Schlangen und Leitern, die nie verschoben werden</translation>
    </message>
    <message>
        <source>Ticked snakes and ladders are never moved; click one on the board too</source>
        <translation>Angehakte Schlangen und Leitern werden nie verschoben; du kannst sie auch auf dem Spielbrett anklicken</translation>
    </message>
    <message>
        <source>Edits</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>Tune</source>
        <translation>Feinabstimmen</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Compare with the Board Before…</source>
        <translation>Mit dem Spielbrett vorher vergleichen…</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>and</source>
        <translation>und</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>Zügen</translation>
    </message>
    <message>
        <source>throws</source>
        <translation>Würfen</translation>
    </message>
    <message>
        <source>turns: at least</source>
        <translation>Zügen: mindestens</translation>
    </message>
    <message>
        <source>points at 2 to 4 players</source>
        <translation>Punkte bei 2 bis 4 Spielern</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <source>Never move (tick, or click on the board):</source>
        <translation>Nie verschieben (anhaken oder auf dem Spielbrett anklicken):</translation>
    </message>
    <message>
        <source>Edits (old places faint, new ones bold):</source>
        <translation>Änderungen (alte Stellen blass, neue fett):</translation>
    </message>
    <message>
        <source>Before → after:</source>
        <translation>Vorher → nachher:</translation>
    </message>
    <message>
        <source>Ladder {start} → {end}</source>
        <translation>Leiter {start} → {end}</translation>
    </message>
    <message>
        <source>Snake {start} → {end}</source>
        <translation>Schlange {start} → {end}</translation>
    </message>
    <message>
        <source>This board now: {figures}.</source>
        <translation>Dieses Spielbrett jetzt: {figures}.</translation>
    </message>
    <message>
        <source>This board now: not worked out ({why})</source>
        <translation>Dieses Spielbrett jetzt: nicht berechnet ({why})</translation>
    </message>
    <message>
        <source>Tuning the layout…</source>
        <translation>Anordnung wird feinabgestimmt…</translation>
    </message>
    <message>
        <source>Not tuned: {why}.</source>
        <translation>Nicht feinabgestimmt: {why}.</translation>
    </message>
    <message>
        <source>Cancelled: nothing was changed.</source>
        <translation>Abgebrochen: Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Missed: {targets}</source>
        <translation>Verfehlt: {targets}</translation>
    </message>
</context>
<context>
    <name>TuneWords</name>
    <message numerus="yes">
        <source>Every target met by moving %n snake(s) or ladder(s).</source>
        <translation>
            <numerusform>Alle Zielwerte erreicht durch Verschieben von %n Schlange oder Leiter.</numerusform>
            <numerusform>Alle Zielwerte erreicht durch Verschieben von %n Schlangen oder Leitern.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No layout met every target; the closest found moves %n snake(s) or ladder(s).</source>
        <translation>
            <numerusform>Keine Anordnung hat alle Zielwerte erreicht; die beste gefundene verschiebt %n Schlange oder Leiter.</numerusform>
            <numerusform>Keine Anordnung hat alle Zielwerte erreicht; die beste gefundene verschiebt %n Schlangen oder Leitern.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Chance of finishing within %n turn(s): {before} → {after}</source>
        <translation>
            <numerusform>Chance, nach höchstens %n Zug im Ziel zu sein: {before} → {after}</numerusform>
            <numerusform>Chance, nach höchstens %n Zügen im Ziel zu sein: {before} → {after}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected length {expected} turns; fewest throws {throws}; {chance} of games over within %n turn(s); first seat's advantage {points} points</source>
        <translation>
            <numerusform>erwartete Spiellänge {expected} Züge; Mindestzahl an Würfen {throws}; {chance} der Spiele nach höchstens %n Zug vorbei; Vorteil von Platz 1 {points} Punkte</numerusform>
            <numerusform>erwartete Spiellänge {expected} Züge; Mindestzahl an Würfen {throws}; {chance} der Spiele nach höchstens %n Zügen vorbei; Vorteil von Platz 1 {points} Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layout(s) tried.</source>
        <translation>
            <numerusform>%n Anordnung ausprobiert.</numerusform>
            <numerusform>%n Anordnungen ausprobiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The moved snake crosses %n other snake(s) or ladder(s): no move found that reaches the targets as well crosses none.</source>
        <translation>
            <numerusform>Die versetzte Schlange kreuzt %n andere Schlange oder Leiter: Kein gefundener Zug, der die Ziele genauso erreicht, kreuzt keine.</numerusform>
            <numerusform>Die versetzte Schlange kreuzt %n andere Schlangen oder Leitern: Kein gefundener Zug, der die Ziele genauso erreicht, kreuzt keine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The moved ladder crosses %n other snake(s) or ladder(s): no move found that reaches the targets as well crosses none.</source>
        <translation>
            <numerusform>Die versetzte Leiter kreuzt %n andere Schlange oder Leiter: Kein gefundener Zug, der die Ziele genauso erreicht, kreuzt keine.</numerusform>
            <numerusform>Die versetzte Leiter kreuzt %n andere Schlangen oder Leitern: Kein gefundener Zug, der die Ziele genauso erreicht, kreuzt keine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The moved snakes and ladders make %n crossing(s): no layout found that reaches the targets as well makes none.</source>
        <translation>
            <numerusform>Die versetzten Schlangen und Leitern kreuzen sich %n-mal: Keine gefundene Anordnung, die die Ziele genauso erreicht, kommt ohne aus.</numerusform>
            <numerusform>Die versetzten Schlangen und Leitern kreuzen sich %n-mal: Keine gefundene Anordnung, die die Ziele genauso erreicht, kommt ohne aus.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tuner</name>
    <message>
        <source>choose at least one target</source>
        <translation>wähle mindestens einen Zielwert</translation>
    </message>
    <message>
        <source>the expected length must be a finite number of turns, 0 or more, not {value}</source>
        <translation>die erwartete Spiellänge muss eine endliche Zahl von Zügen sein, 0 oder mehr, nicht {value}</translation>
    </message>
    <message>
        <source>the fewest throws must be between {least} and {most}, not {value}</source>
        <translation>die Mindestzahl an Würfen muss zwischen {least} und {most} liegen, nicht {value}</translation>
    </message>
    <message>
        <source>the fewest throws range is empty ({low} &gt; {high})</source>
        <translation>der Bereich für die Mindestzahl an Würfen ist leer ({low} &gt; {high})</translation>
    </message>
    <message>
        <source>the expected length range is empty ({low} &gt; {high})</source>
        <translation>der Bereich für die erwartete Spiellänge ist leer ({low} &gt; {high})</translation>
    </message>
    <message>
        <source>a game lasts at least one turn: the expected length cannot be below 1</source>
        <translation>ein Spiel dauert mindestens einen Zug: Die erwartete Spiellänge kann nicht unter 1 liegen</translation>
    </message>
    <message>
        <source>a game takes at least one throw: the fewest throws cannot be below 1</source>
        <translation>ein Spiel braucht mindestens einen Wurf: Die Mindestzahl an Würfen kann nicht unter 1 liegen</translation>
    </message>
    <message>
        <source>the turns of "finished within" must be at least 1, not {turns}</source>
        <translation>die Züge von „Im Ziel nach höchstens“ müssen mindestens 1 sein, nicht {turns}</translation>
    </message>
    <message>
        <source>the turns of "finished within" must be at most {most}, not {turns}</source>
        <translation>die Züge von „Im Ziel nach höchstens“ dürfen höchstens {most} sein, nicht {turns}</translation>
    </message>
    <message>
        <source>the seat advantage must be between 0 and 100 points, not {points}</source>
        <translation>der Vorteil eines Platzes muss zwischen 0 und 100 Punkten liegen, nicht {points}</translation>
    </message>
    <message>
        <source>expected length between {low} and {high} turns: games can go on for ever</source>
        <translation>erwartete Spiellänge zwischen {low} und {high} Zügen: Spiele können ewig dauern</translation>
    </message>
    <message>
        <source>expected length between {low} and {high} turns (best found: {found:.2f})</source>
        <translation>erwartete Spiellänge zwischen {low} und {high} Zügen (bestes Ergebnis: {found:.2f})</translation>
    </message>
    <message>
        <source>at least {chance:.0%} of games over by turn {turns} (best found: {found:.1%})</source>
        <translation>mindestens {chance:.0%} der Spiele bis Zug {turns} vorbei (bestes Ergebnis: {found:.1%})</translation>
    </message>
    <message>
        <source>the first seat's advantage at most {most:.2f} points at 2 to 4 players (best found: {found:.2f} points)</source>
        <translation>Vorteil des ersten Platzes höchstens {most:.2f} Punkte bei 2 bis 4 Spielern (bestes Ergebnis: {found:.2f} Punkte)</translation>
    </message>
    <message>
        <source>every game ends: the best found can go on for ever</source>
        <translation>jedes Spiel endet: Das beste Ergebnis kann ewig dauern</translation>
    </message>
    <message>
        <source>the chance of finishing must be between {least:.0%} and {most:.0%}, not {chance:.1%}</source>
        <translation>die Chance, ins Ziel zu kommen, muss zwischen {least:.0%} und {most:.0%} liegen, nicht {chance:.1%}</translation>
    </message>
    <message>
        <source>fewest throws between {low} and {high}: the goal cannot be reached</source>
        <translation>Mindestzahl an Würfen zwischen {low} und {high}: Das Ziel ist unerreichbar</translation>
    </message>
    <message>
        <source>fewest throws between {low} and {high} (best found: {found})</source>
        <translation>Mindestzahl an Würfen zwischen {low} und {high} (bestes Ergebnis: {found})</translation>
    </message>
    <message>
        <source>boards of up to {most} squares can be tuned; this one has {size}</source>
        <translation>Spielbretter mit bis zu {most} Feldern können feinabgestimmt werden; dieses hat {size}</translation>
    </message>
    <message>
        <source>square {square} starts no snake or ladder: only a snake or ladder can be locked</source>
        <translation>auf Feld {square} beginnt keine Schlange oder Leiter: Nur eine Schlange oder Leiter kann gesperrt werden</translation>
    </message>
    <message>
        <source>the work budget is too small to analyse this board</source>
        <translation>das Arbeitsbudget ist zu klein, um dieses Spielbrett zu analysieren</translation>
    </message>
</context>
<context>
    <name>Turn</name>
    <message>
        <source>players must be a list of names</source>
        <translation>Spieler müssen eine Liste von Namen sein</translation>
    </message>
    <message>
        <source>a game needs {least} to {most} players, not {count}</source>
        <translation>ein Spiel braucht {least} bis {most} Spieler, nicht {count}</translation>
    </message>
    <message>
        <source>the dice of a turn must be a list of numbers, not {type}</source>
        <translation>die Würfel eines Zugs müssen eine Liste von Zahlen sein, nicht {type}</translation>
    </message>
    <message>
        <source>die {die}: every die must be a whole number from 1 to 6</source>
        <translation>Würfel {die}: Jeder Würfel muss eine ganze Zahl von 1 bis 6 sein</translation>
    </message>
    <message>
        <source>a turn has 1 to {most} dice, not {count}</source>
        <translation>ein Zug hat 1 bis {most} Würfe, nicht {count}</translation>
    </message>
    <message>
        <source>a turn has exactly one die (no extra throw on a six), not {count}</source>
        <translation>ein Zug hat genau einen Wurf (kein Extrawurf bei einer Sechs), nicht {count}</translation>
    </message>
    <message>
        <source>dice {dice}: only a 6 earns another throw</source>
        <translation>Würfe {dice}: Nur eine 6 bringt einen weiteren Wurf</translation>
    </message>
    <message>
        <source>dice {dice}: throw {number} reached the last square and ended the game; no throw comes after it</source>
        <translation>Würfe {dice}: Wurf {number} hat das letzte Feld erreicht und das Spiel beendet; danach kommt kein Wurf mehr</translation>
    </message>
    <message>
        <source>unknown player {player}; the players are {players}</source>
        <translation>unbekannter Spieler {player}; die Spieler sind {players}</translation>
    </message>
    <message>
        <source>no turn to take back</source>
        <translation>kein Zug zum Zurücknehmen</translation>
    </message>
</context>
<context>
    <name>TurnLog</name>
    <message>
        <source>Turn log</source>
        <translation>Zugprotokoll</translation>
    </message>
    <message numerus="yes">
        <source>… %n earlier turn(s), not shown here</source>
        <translation>
            <numerusform>… %n früherer Zug, hier nicht gezeigt</numerusform>
            <numerusform>… %n frühere Züge, hier nicht gezeigt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnVoice</name>
    <message>
        <source>Spea&amp;k Turns</source>
        <translation>Züge &amp;ansagen</translation>
    </message>
    <message>
        <source>Say each turn aloud: whose turn it is, what the throw did, the winner</source>
        <translation>Jeden Zug laut ansagen: wer dran ist, was der Wurf bewirkt hat, wer gewinnt</translation>
    </message>
    <message>
        <source>Speak Turns</source>
        <translation>Züge ansagen</translation>
    </message>
    <message>
        <source>A screen reader is running and says each turn: Speak Turns stays quiet while it runs.</source>
        <translation>Ein Screenreader läuft und sagt jeden Zug an: „Züge ansagen“ bleibt still, solange er läuft.</translation>
    </message>
    <message>
        <source>Speak Turns is on: each turn is said aloud.</source>
        <translation>„Züge ansagen“ ist an: Jeder Zug wird laut angesagt.</translation>
    </message>
    <message>
        <source>No voice speaks {language} here: the turns are read by the system's voice.</source>
        <translation>Hier spricht keine Stimme {language}: Die Züge liest die Stimme des Systems vor.</translation>
    </message>
    <message>
        <source>The voice could not speak: {reason}</source>
        <translation>Die Stimme konnte nicht sprechen: {reason}</translation>
    </message>
    <message>
        <source>Speak Turns: no voice is installed, so the turns are not spoken.</source>
        <translation>Züge ansagen: Es ist keine Stimme installiert, daher werden die Züge nicht angesagt.</translation>
    </message>
    <message>
        <source>Speak Turns: no speech service is installed, so the turns are not spoken.</source>
        <translation>Züge ansagen: Es ist kein Sprachdienst installiert, daher werden die Züge nicht angesagt.</translation>
    </message>
    <message>
        <source>Install speech-dispatcher and a voice, espeak-ng (on Debian or Ubuntu: sudo apt install speech-dispatcher espeak-ng), then turn Speak Turns on again.</source>
        <translation>Installiere speech-dispatcher und eine Stimme, espeak-ng (unter Debian oder Ubuntu: sudo apt install speech-dispatcher espeak-ng), und schalte dann „Züge ansagen“ wieder ein.</translation>
    </message>
    <message>
        <source>Add a voice in the system's speech settings, then turn Speak Turns on again.</source>
        <translation>Füge in den Spracheinstellungen des Systems eine Stimme hinzu und schalte dann „Züge ansagen“ wieder ein.</translation>
    </message>
    <message>
        <source>(The speech service said: {reason})</source>
        <translation>(Der Sprachdienst meldete: {reason})</translation>
    </message>
</context>
<context>
    <name>TvLayout</name>
    <message>
        <source>The Play room for a TV: the board as tall as the screen, the die and the players large</source>
        <translation>Der Raum „Spielen“ für einen Fernseher: das Spielbrett so hoch wie der Bildschirm, Würfel und Spieler groß</translation>
    </message>
    <message>
        <source>&amp;TV Layout</source>
        <translation>&amp;TV-Ansicht</translation>
    </message>
    <message>
        <source>Leave TV Layout</source>
        <translation>TV-Ansicht verlassen</translation>
    </message>
</context>
<context>
    <name>Unfinished</name>
    <message>
        <source>Untitled board</source>
        <translation>Unbenanntes Spielbrett</translation>
    </message>
    <message>
        <source>{players} — {turns} — {when}</source>
        <translation>{players} – {turns} – {when}</translation>
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation>{name} ist dran</translation>
    </message>
    <message>
        <source>{turn} — {when}</source>
        <translation>{turn} – {when}</translation>
    </message>
    <message>
        <source>{board}: {detail}</source>
        <translation>{board}: {detail}</translation>
    </message>
    <message>
        <source>today {time}</source>
        <translation>heute {time}</translation>
    </message>
    <message>
        <source>yesterday {time}</source>
        <translation>gestern {time}</translation>
    </message>
    <message>
        <source>{date} {time}</source>
        <translation>{date}, {time}</translation>
    </message>
</context>
<context>
    <name>UnfinishedWords</name>
    <message numerus="yes">
        <source>%n turn(s) played</source>
        <translation>
            <numerusform>%n Zug gespielt</numerusform>
            <numerusform>%n Züge gespielt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UsageTable</name>
    <message>
        <source>How often each snake and ladder is taken</source>
        <translation>Wie oft jede Schlange und Leiter genommen wird</translation>
    </message>
    <message>
        <source>Taken in a game</source>
        <translation>Pro Spiel genommen</translation>
    </message>
    <message>
        <source>The expected number of times one player takes it in a game</source>
        <translation>Wie oft ein Spieler sie in einem Spiel im Schnitt nimmt</translation>
    </message>
    <message>
        <source>Snake or ladder</source>
        <translation>Schlange oder Leiter</translation>
    </message>
    <message>
        <source>Heat map on the board</source>
        <translation>Heatmap auf dem Spielbrett</translation>
    </message>
    <message>
        <source>Tint each square by how often the token comes to rest there in a game</source>
        <translation>Jedes Feld danach einfärben, wie oft die Spielfigur in einem Spiel dort stehen bleibt</translation>
    </message>
    <message>
        <source>Which snakes and ladders matter:</source>
        <translation>Welche Schlangen und Leitern zählen:</translation>
    </message>
    <message numerus="yes">
        <source>Not worked out: a game can fail to finish, the games are too long to count, or the board has more than %n squares.</source>
        <translation>
            <numerusform>Nicht berechnet: Ein Spiel kann unvollendet bleiben, die Spiele sind zu lang zum Zählen, oder das Spielbrett hat mehr als %n Feld.</numerusform>
            <numerusform>Nicht berechnet: Ein Spiel kann unvollendet bleiben, die Spiele sind zu lang zum Zählen, oder das Spielbrett hat mehr als %n Felder.</numerusform>
        </translation>
    </message>
    <message>
        <source>No snakes or ladders on this board.</source>
        <translation>Keine Schlangen oder Leitern auf diesem Spielbrett.</translation>
    </message>
    <message>
        <source>Ladder {start}→{end}</source>
        <translation>Leiter {start}→{end}</translation>
    </message>
    <message>
        <source>Snake {start}→{end}</source>
        <translation>Schlange {start}→{end}</translation>
    </message>
</context>
<context>
    <name>WhatIf</name>
    <message>
        <source>unreachable</source>
        <translation>unerreichbar</translation>
    </message>
    <message>
        <source>endless</source>
        <translation>endlos</translation>
    </message>
    <message>
        <source>fewest {before} → {after}, expected {turns} → {new_turns} turns</source>
        <translation>Mindestzahl an Würfen {before} → {after}, erwartet {turns} → {new_turns} Züge</translation>
    </message>
</context>
<context>
    <name>WhyBfsDialog</name>
    <message>
        <source>Why BFS? Depth-first vs breadth-first</source>
        <translation>Warum BFS? Tiefensuche vs. Breitensuche</translation>
    </message>
    <message>
        <source>This board is too big to watch depth-first</source>
        <translation>Dieses Spielbrett ist zu groß, um der Tiefensuche zuzusehen</translation>
    </message>
    <message numerus="yes">
        <source>This board has %Ln square(s). The depth-first animation works on boards of up to {most} squares (50×50), where each step can be followed: try it on a smaller board.</source>
        <translation>
            <numerusform>Dieses Spielbrett hat %Ln Feld. Die Animation der Tiefensuche funktioniert auf Spielbrettern mit bis zu {most} Feldern (50×50), wo man jedem Schritt folgen kann: Probier es auf einem kleineren Spielbrett.</numerusform>
            <numerusform>Dieses Spielbrett hat %Ln Felder. Die Animation der Tiefensuche funktioniert auf Spielbrettern mit bis zu {most} Feldern (50×50), wo man jedem Schritt folgen kann: Probier es auf einem kleineren Spielbrett.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Neustart</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Abspielen</translation>
    </message>
    <message>
        <source>&amp;Step ▶</source>
        <translation>&amp;Schritt ▶</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>From one step every 2 seconds to the whole search in under a second</source>
        <translation>Von einem Schritt alle 2 Sekunden bis zur ganzen Suche in unter einer Sekunde</translation>
    </message>
    <message>
        <source>Back to the start</source>
        <translation>Zurück zum Anfang</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>Einen Schritt zurück (Left)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Abspielen oder anhalten (Leertaste)</translation>
    </message>
    <message>
        <source>One step forward (Right)</source>
        <translation>Einen Schritt vor (Right)</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Tempo:</translation>
    </message>
    <message numerus="yes">
        <source>visited (%n square(s))</source>
        <translation>
            <numerusform>besucht (%n Feld)</numerusform>
            <numerusform>besucht (%n Felder)</numerusform>
        </translation>
    </message>
    <message>
        <source>Depth-first's first route: {dfs}. Breadth-first's shortest: {bfs}.</source>
        <translation>Erster Weg der Tiefensuche: {dfs}. Kürzester Weg der Breitensuche: {bfs}.</translation>
    </message>
    <message>
        <source>breadth-first, the shortest</source>
        <translation>Breitensuche: der kürzeste Weg</translation>
    </message>
    <message>
        <source>depth-first, its first route</source>
        <translation>Tiefensuche: ihr erster Weg</translation>
    </message>
    <message>
        <source>Neither search reaches the goal</source>
        <translation>Keine der beiden Suchen erreicht das Ziel</translation>
    </message>
    <message numerus="yes">
        <source>Depth-first search: a route of %n throw(s) so far</source>
        <translation>
            <numerusform>Tiefensuche: bisher ein Weg von %n Wurf</numerusform>
            <numerusform>Tiefensuche: bisher ein Weg von %n Würfen</numerusform>
        </translation>
    </message>
    <message>
        <source>depth-first: the route so far</source>
        <translation>Tiefensuche: der bisherige Weg</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
</context>
<context>
    <name>WindowDocks</name>
    <message>
        <source>Matrix</source>
        <translation>Matrix</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Löser</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Numbering</source>
        <translation>Nummerierung</translation>
    </message>
    <message>
        <source>How square numbers map to the matrix's rows and columns (LeetCode 909's numbering)</source>
        <translation>Wie die Feldnummern den Reihen und Spalten der Matrix entsprechen (Nummerierung von LeetCode 909)</translation>
    </message>
    <message>
        <source>History of changes</source>
        <translation>Verlauf der Änderungen</translation>
    </message>
</context>
<context>
    <name>WinsChart</name>
    <message>
        <source>Wins per player</source>
        <translation>Siege pro Spieler</translation>
    </message>
    <message>
        <source>{name}: {wins}</source>
        <translation>{name}: {wins}</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (Computer)</translation>
    </message>
</context>
<context>
    <name>ZoomControls</name>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Bigger squares</source>
        <translation>Größere Felder</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Smaller squares</source>
        <translation>Kleinere Felder</translation>
    </message>
    <message>
        <source>&amp;Fit the Board</source>
        <translation>Spielbrett einpasse&amp;n</translation>
    </message>
    <message>
        <source>The whole board in the window</source>
        <translation>Das ganze Spielbrett im Fenster</translation>
    </message>
    <message>
        <source>&amp;Actual Size (100 %)</source>
        <translation>&amp;Originalgröße (100 %)</translation>
    </message>
    <message>
        <source>Zoom: Ctrl+wheel or a pinch on the board; drag with the middle button to move</source>
        <translation>Zoomen: Ctrl+wheel (Ctrl und Mausrad) oder mit zwei Fingern auf dem Spielbrett; zum Verschieben mit der mittleren Maustaste ziehen</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
</context>
</TS>