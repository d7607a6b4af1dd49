<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1">
<context>
    <name>Analysis</name>
    <message>
        <source>the analysis is for 1 to {most} players, not {players}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the exact analysis takes boards of up to {most} squares (200×200); this one has {size}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>The figures are worked out for one player under these rules (Board → Properties)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Shortest game:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The fewest turns a game can take under these rules. A turn can hold up to three throws when a 6 throws again, so it can be fewer than the fewest throws (one die a throw) in the status bar.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Half the games end within:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The median: half of one player's games have reached the goal by this turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>90% end within:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nine games in ten have reached the goal by this turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Never finishes:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The share of games in which the token is trapped and never reaches the goal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Players:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>How many take turns: the seats' chances below are for them</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Chance of winning by seat:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Each seat's chance of being the first to reach the goal (seat 1 throws first)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expected rounds:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>How many rounds (every player once) a game lasts on average until somebody wins</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Finished within (turns):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The chance that one player has reached the goal within this many turns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Show the most likely path on the board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The turns one player's game follows more often than any other, from the start to the goal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>boards of up to %n squares are analysed</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Analysing… {percent}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the analysis failed ({error}); the details are in the log</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No analysis: {why}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not worked out: {why}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No path reaches the goal.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Most likely path, %n turn(s): {route}; a game follows it exactly {chance} of the time.</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>Not worked out: a game can fail to finish (a token can be stuck for ever).</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Not worked out: the board has more than %n squares.</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>Not worked out: the games are too long to count.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Animals</name>
    <message>
        <source>Cat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Dog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rabbit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Elephant</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Lion</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Owl</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fish</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Turtle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Frog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Bear</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Animation</name>
    <message>
        <source>cannot make a {format} animation: choose GIF or APNG</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot write an animation to {suffix}: use .gif, .png or .apng</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot write an animation to a file with no extension: use .gif, .png or .apng</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no step size {step}: choose throw, square or depth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>an animation is {least} to {most} pixels on its longer side, not {size}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>an animation plays {least} to {most} frames a second, not {fps}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a {rows}×{cols} board is too large to animate (at most {most} squares, 50×50): export the current frame as a PNG instead</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>nothing to animate: the range holds no step of the search</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{frames} at {step} a step; an animation holds at most {most}: choose a larger step (one square or one depth)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{frames} of up to {size}×{size} pixels are too many to hold at once: choose a smaller size or a larger step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot export a frame to .{suffix}: use .png or .svg</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot export a frame to a file with no extension: use .png or .svg</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a {rows}×{cols} board is too large to show the search</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Breadth-first search</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>AnimationDialog</name>
    <message>
        <source>Export Animation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Animated GIF (plays everywhere)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Animated PNG (APNG, smaller)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This step as a PNG picture</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This step as an SVG drawing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{board} — search</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>search</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Animated GIF (*.gif)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Animated PNG (*.png *.apng)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The whole search</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>From the start to the current step ({position} of {total})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> frames a second</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The longer side of the board (the caption adds a strip under it)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step, what it did and the queue under the board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A caption strip in every frame, sized to the picture</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Range:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>One frame a step of:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Speed:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Size:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Caption:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>One picture of the search at step {position} of {total}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Saved {name}: the search at step {position}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Drawing the search…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Saved {name}: {length}, {size} KB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export cancelled: {name} was not written</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} could not be saved: {reason}. Nothing was changed.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Announcements</name>
    <message>
        <source>. </source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Argparse</name>
    <message>
        <source>usage: </source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>positional arguments</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>options</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>show program's version number and exit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>can't open '%(filename)s': %(error)s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected one argument</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>cannot lock the autosave folder {folder} (error {code})</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>Autosave failed: {why}. Save your work to keep it.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>BfsCode</name>
    <message>
        <source>Start: square {square} is at distance 0 and waits in the queue.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The queue is empty and the goal was never found: there is no route.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The queue is empty. The parent links back from the goal give the route {route}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Square {square} is the goal: no throws from there.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The function has returned {distance}: the goal, square {square}, left the queue. (The full search goes on to find every square's distance.)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Take square {square} from the front of the queue (distance {distance}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Throw {face} from square {square}: only a 6 brings the token on the board. Not allowed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Throw {face} from square {square} would pass the goal: not allowed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Throw {face} from square {square} rests on {rest} (lands on {landed}, {jump}): already found, at distance {distance}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Throw {face} from square {square} rests on {rest}: already found, at distance {distance}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Throw {face} from square {square} rests on {rest} (lands on {landed}, {jump}): new! Distance {distance}, parent {square}, to the back of the queue.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Throw {face} from square {square} rests on {rest}: new! Distance {distance}, parent {square}, to the back of the queue.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>BigDie</name>
    <message>
        <source>Click the die to throw it (or press Space)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The die, showing {face}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The die</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>{place}: a jump cannot start on the last square</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{place}: {value} is not a whole number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>row {row} must be a list of numbers, not {type}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>jump {start} → {end}: squares must be whole numbers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a jump starts on square {square}, outside the board (1..{size})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{place}: the jump ends on square {end}, outside the board (1..{size})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>square {square} is not on the board (1..{size})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>row {row}, column {col} is not on the {rows}×{cols} board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{problem} (and more problems)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ladder {start}→{end} does not go up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>snake {start}→{end} does not go down</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>square {square} starts two jumps ({square}→{first} and {square}→{second})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{cells} cells cannot be laid out as a board of {low} to {high} rows and columns; give rows and cols that multiply to the number of cells</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the move array must be a list of cells, not {type}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the move array has {cells} cells; it needs 1 to {most}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cell {cell}: {value} is not a whole number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cell {cell}: {value} is neither -1 nor a cell 0..{last}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cell {cell}: a jump cannot start on the last cell</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ladder {item}: expected two square numbers like "17,7" (digits 0-9 and one comma, no spaces)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>snake {item}: expected two square numbers like "17,7" (digits 0-9 and one comma, no spaces)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ladder {item}: expected two square numbers like "17,7"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>snake {item}: expected two square numbers like "17,7"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the matrix must be a list of rows, not {type}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the matrix has {rows} rows; it needs {low} to {high}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>row 0 has {cols} columns; a board needs {low} to {high}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>row {row} (squares {low}–{high}) has {count} columns, row 0 has {cols}: the matrix must be rectangular</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{place}: {value} is neither -1 nor a square 1..{size}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} must be a whole number, not {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} must be between {low} and {high}, not {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>square {square} (row {row}, column {col})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>row {row}, column {col} (square {square})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{rows}×{cols}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{size}, {snakes}, {ladders}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>BoardActions</name>
    <message>
        <source>&amp;New…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Start a new board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open a board file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save the board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save under another name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reload the board from its file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open a bare matrix, snakes/ladders lists or a linear move array</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export as PNG…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export as SVG…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export as PDF…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export Matrix as CSV…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>For a spreadsheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export Matrix as TSV…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Print the board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Remove the selected snake or ladder</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;About</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Every key</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Properties…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The board's name, description and house rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Generate…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A random board with the snakes, ladders and targets you choose</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Tune…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Move as few snakes and ladders as it takes to meet your targets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Compare With…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This board's figures beside another board's</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>BoardCounts</name>
    <message numerus="yes">
        <source>%n snake(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ladder(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
</context>
<context>
    <name>BoardDocument</name>
    <message>
        <source>Untitled</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Name “{name}”</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Remove the name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Change a look</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Change the description</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Opened {file}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Board “{name}”</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>New board</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>BoardFile</name>
    <message>
        <source>the file is larger than {size} MB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not a board: expected a JSON object or a matrix, found {type}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not a board file: format is {found}, expected {expected}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the board file has no valid 'version'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the board file is version {version}; this app reads version {supported}: please update Snakes &amp; Ladders Studio</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the matrix is {rows}×{cols} but the file says {file_rows}×{file_cols}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the matrix has {count} rows but the file says rows {said}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the matrix has {count} columns but the file says cols {said}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>'{key}' must be a list like ["17,7"], not {type}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not a board: the JSON object has none of 'format', 'matrix', 'snakes', 'ladders', 'move'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the board's 'name' must be text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the board's 'description' must be text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the board's description is longer than {most} characters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{problem} (and {more} more)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>BoardKeys</name>
    <message>
        <source>Square {square}, ladder to {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Square {square}, snake to {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Square {square}, where the jump from {starts} ends</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Square {square}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{words}, the start</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{words}, the goal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>From square {square}: the arrows choose the other end, Enter places it, Esc drops it</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>BoardPicture</name>
    <message>
        <source>START</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GOAL</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>The board is locked during a game: end the game to edit it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>dropped off the board: nothing changed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>To place a ladder, drag from the bottom square to the top square.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>To place a snake, drag from the head to the tail.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>release to move the ladder {start} → {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>release to move the snake {start} → {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>release to place a ladder {start} → {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>release to place a snake {start} → {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>release on a square of the board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>drag to another square</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot drop here: {reason}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>The board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Arrow keys move a square cursor; in the Design room L or S starts a ladder or a snake there</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Check</name>
    <message>
        <source>board: {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>move: {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot start Python to run the code: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>syntax error on line {line}: {problem}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the code cannot be compiled: {problem}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no function to check: define snakesAndLadders(board) (in class Solution, or on its own), snakes_and_ladders(board), getMinDiceThrows(move, n) or minThrow(N, arr); the code defines: {defined}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} takes {count} arguments; it should take the board (or the move array and its length)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the code ran out of memory while it was loaded</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the code raised {error} on line {line} while it was loaded: {message}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the code did not finish loading within {seconds} s (an endless loop?)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the code wrote to the check's own channel while it was loaded</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the Python process stopped while loading the code (exit code {code})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>this system gives no sandbox for students' code (Linux 5.13 or newer has one)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>this system has no libseccomp (the libseccomp2 package), which keeps students' code off the network and away from other programs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>this system's kernel has no Landlock (Linux 5.13 or newer), which keeps students' code away from your files</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the code was not run: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>this is a folder, not a Python file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>this is not a regular file (a pipe or a device?)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the file is {size} KB; a solution is at most {most} KB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot read the file: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>this is not Python source: byte {offset} is not UTF-8 text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>this is not Python source: it holds a NUL character</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the check itself failed to give board {number} to the code ({reason}); this is not your code's fault</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>All %n board(s) passed.</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Passed {passed} of %n board(s).</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n board(s) not run.</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after {strikes} boards past a limit: %n board(s) not run.</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong labelling for odd n: the rows turn as on an even board, but square 1 is bottom left and the bottom row always runs left to right: %n board(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong labelling for even n: the rows turn as on an odd board, but square 1 is bottom left and the bottom row always runs left to right: %n board(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong labelling: every row is read left to right, but the rows alternate (boustrophedon): %n board(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong labelling: square 1 is taken at the top left, but it is at the bottom left (row n - 1, column 0): %n board(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Following a chain: a snake or ladder is taken after another in the same throw, but only the first one is taken: %n board(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Off by one at the goal: a throw never lands on the last square itself (only a ladder reaches it; check the end of the range of throws): %n board(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Off by one in the throws: the die goes only from 1 to 5 (range(1, 6) leaves 6 out? it is range(1, 7)): %n board(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Off by one at the goal: the answer is one throw too many: %n board(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Off by one at the goal: the answer is one throw too few: %n board(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>The goal cannot be reached on these boards, and the answer must then be -1: %n board(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>{error} raised: {message}: %n board(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>{error} raised on line {line}: {message}: %n board(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Not a whole number returned (e.g. {value}): %n board(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Ran past the time limit of {seconds} s (an endless loop?): %n board(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Ran out of memory (the limit is {size} MB): %n board(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>The Python process running the code stopped (exit code {code}): %n board(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote to the check's own channel instead of returning (a forged or malformed answer): %n board(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong answer (no common mistake recognised): %n board(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>%n board(s) where the goal cannot be reached</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Checked on %n board(s) of 30 squares in GeeksforGeeks' practice form; left out {unreachable}, which that problem never asks.</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Checked on %n board(s) in GeeksforGeeks' form; left out {unreachable}, which that problem never asks.</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>given the LeetCode 909 matrix</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>given GeeksforGeeks' practice form (N snakes and ladders, arr their start and end squares 1..30)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>given the 0-based move array (cell = square - 1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{call} in class Solution, {given}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{call}, {given}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>N, arr: {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{value} (the goal cannot be reached)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>returned {value}, not a whole number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>raised {error}: {message}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>raised {error} on line {line}: {message}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no answer within {seconds} s (an endless loop?)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ran out of memory (over {size} MB)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>its Python process stopped (exit code {code})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>wrote to the check's own channel instead of returning an answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not run</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a published example</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no snakes or ladders</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a ladder to the goal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a chain: a jump ends where another starts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the goal cannot be reached</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the numbering of the squares matters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>random snakes and ladders</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Board {number} of {total}: {rows}×{cols}, {kind}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The smallest failing board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expected: {answer}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your code: {outcome}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Right route: none (the goal cannot be reached)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Right route: {route}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{value} ms</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Correct but slow: {mine} a board against {reference} for a plain breadth-first search on the same boards ({times}× as long; flagged past {factor}× and {floor} a board).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Slow: {mine} a board against {reference} for a plain breadth-first search on the same boards ({times}× as long; flagged past {factor}× and {floor} a board).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Limits: {seconds} s a board; {size} MB of memory (on Linux and macOS).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Protection: a sandbox. The code cannot read or change your files, use the network, start programs or touch other programs; it can write only in a folder of its own that is deleted afterwards.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Protection: none. The code ran with your own rights: it could read and change your files, use the network and start programs.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Protection: none on this system: {reason}. The check is refused unless you choose to run without protection.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Run without protection: the code runs with your own rights and can read and change your files, use the network and start programs. Only for code you trust.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CheckDialog</name>
    <message>
        <source>Check My Code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Run your own solution against {count} boards (n from 2 to 20, chains, ladders to the goal, goals that cannot be reached). It may define snakesAndLadders(board) (in class Solution, as on LeetCode, or on its own) or snakes_and_ladders(board), given the LeetCode 909 matrix; or getMinDiceThrows(move) or minThrow(move), given the 0-based move array. It runs in a separate process.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Open a .py File…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>…or paste your code here</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Check</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Choose a file or paste your code, then press Check.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Check a &amp;Folder…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Every .py file of a folder (a class's solutions) checked at once, in a table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Copy the &amp;Board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The smallest failing board as your code is given it, to test with</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the code in the box</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Python files ({pattern})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>All files ({pattern})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open your solution</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Running your code on {count} boards…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Checked: the code in the box</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Checked: {file}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This code cannot be run</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Checks</name>
    <message>
        <source>a ladder needs two different squares</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a snake needs two different squares</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a jump needs two different squares</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>square {square} is the goal: a ladder cannot start there</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>square {square} is the goal: a snake cannot start there</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>square 1 is the start: play begins there, so a ladder from it would never be taken</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>square 1 is the start: play begins there, so a snake from it would never be taken</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>square {square} already starts a ladder (to {end})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>square {square} already starts a snake (to {end})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>square {square} already starts a jump (to {end})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{where}: {what}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the jump ends on its own start; it does nothing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a jump from square 1 is never taken: play starts on square 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>chain: the jump {start}→{end} ends where the jump {end}→{next} starts; only the first is taken</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the jump sends the token to square 1, not back off the board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the goal (square {goal}) cannot be reached</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the goal (square {goal}) cannot be reached with one die a throw (a board this large is not followed turn by turn under its rules)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a token can be stuck for ever (squares {squares}): some games never end</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a token can be stuck for ever (squares {squares}): {chance:.2%} of games never end</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>both ends must be on the board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a ladder goes up: its top must be higher than square {square}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a snake goes down: its tail must be lower than square {square}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ClassModel</name>
    <message>
        <source>File</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Passed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Mistake</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot run</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{passed} of {total}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{seconds:.2f} s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>correct but slow: {mine} a board against {reference}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>slow: {mine} a board against {reference}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>{file}: {problem}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>To run it anyway, with your own rights and no protection (only for code you trust): {option}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>standard input (-) can be checked only on its own</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{file}: cannot read: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{folder}: no .py file in this folder</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>more than {most} files to check; check at most {most} at once</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>passed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot run</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>slow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>mistake</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>timing the reference (a plain breadth-first search)…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>[{done}/{total}] {file}: {verdict}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cancelled: the checks under way were stopped; nothing was written.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{file}: cannot write: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>run your own LeetCode 909 / minimum dice throws solution over 500+ boards; exit 1 if one fails</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Runs a solution over 500+ boards in a sandbox: the code cannot read or change your files, use the network, start programs or touch other programs (Linux 5.13 or newer, with libseccomp). Where the system has no sandbox the check is refused, unless --unprotected is given.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a .py file defining snakesAndLadders(board) (in class Solution or not), snakes_and_ladders(board), getMinDiceThrows(move, n) or GeeksforGeeks' minThrow(N, arr); - for standard input; several files or a folder (its .py files) for a class: a table of them</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>with several files or a folder: write the class's table to OUT.csv too</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--time-limit must be between {low} and {high} seconds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the most a board may take (default 1 s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--memory must be between {low} and {high} MB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the most memory the code may use, on Linux and macOS (default 512 MB)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>run the code without the sandbox (for a system that has none: Linux before 5.13, Windows, macOS). The code then runs with your own rights: it can read and change your files, use the network and start programs. Only for code you trust</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>standard input is closed: there is no board to read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{text}: every number must be finite (not inf or nan)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected A:B (e.g. 5:8), not {text}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Snakes &amp; Ladders Studio on the command line.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a board file (.snl, a JSON matrix, or lists), or - for standard input</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>machine-readable output</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rules (override the file's rules)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a 6 earns another throw (at most three a turn)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>three sixes are worth 0</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>every throw moves the token (a 6 then a 2: to the 6, any snake or ladder there, then 2 more)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a move past the last square stays, bounces back or finishes there</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>tokens start on square 1 (square-1), off the board on square 0 (off-board), or off the board until their player throws a 6 (six: a turn without a 6 first leaves the token waiting)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n player(s): chance of winning by seat: {seats}; expected rounds {rounds}</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fewest throws: -1 — the goal (square {goal}) cannot be reached: from the start the token can rest on only {reachable} of {squares}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fewest throws: {throws}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Path: {path}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Route: {route}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>analysing the board: {percent}%</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Shortest game {shortest}; {half}, {ninety}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Chance of finishing: {chances}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>seat {seat} {chance}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{seats} (of the games that end within {turns})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>generating a board: {percent}%</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no board met the targets: {missed}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{file}: {summary}; fewest throws {throws}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{file}: {summary}; fewest throws {throws}, expected {turns} turns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>print the fewest throws and an optimal route</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>print a board's errors and warnings; exit 1 if invalid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>exact game length and fairness (a Markov chain, not a simulation)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--players must be between {low} and {high}, not {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>players ({low} to {high}): each seat's chance of winning</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a random board to targets, written as a .snl file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rows (default {default})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>columns (default {default})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>snakes (default {default})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ladders (default {default})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>fewest throws between A and B</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected length, A to B turns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the same seed, the same board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the .snl file to write, or -</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{program}: error: standard output is closed: nothing was done</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{program}: error: cannot write to standard output: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{program}: error: {problem}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{program}: internal error: {kind}: {problem} (please report it)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot write {file}: {reason}; nothing was changed</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>--bleed, --crop-marks, --landscape and --portrait need a page: add --paper (or write a .pdf)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--size is a picture's size: on --paper a PNG's pixels follow the paper and --dpi</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--transparent is for PNG and SVG: a PDF page is paper</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>drawing the board: {percent}%</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>wrote {file}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>wrote {file}: {pages}, {paper} landscape</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>wrote {file}: {pages}, {paper} portrait</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{said}; --poster {grid} prints it as large on fewer sheets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--poster is COLUMNSxROWS, e.g. 3x2, not {text}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--poster has 1 to {most} sheets each way, not {text}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--bleed is 0 to {most} millimetres, not {text}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>paper (a PDF is always pages, A4 by default)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--pdfx is a kind of PDF: write a .pdf</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--outlines is for SVG (a PDF carries its font already)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the board prints {width:.1f} × {height:.1f} cm and covers {share:.0%} of the paper</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--paper is {names}, or WIDTHxHEIGHT in millimetres from {low} to {high} (e.g. 500x700), not {text}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the paper: a4, a3, a2, a1, a0, letter, tabloid, or WIDTHxHEIGHT in millimetres such as 500x700 (a PNG or SVG becomes a page)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the paper on its side (default: the way the board prints larger)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the paper upright</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>dots per inch of a PNG, written into it; on paper they set its pixels (default 300)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the background reaches MM past the paper's edge, for a print shop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>marks at the corners where the paper is cut</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PDF/X-4 for a print shop: CMYK colours for coated offset paper (FOGRA39), trim and bleed declared</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a poster over several sheets (PDF), e.g. 3x2: three across, two down, with overlap marks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the animation needs Pillow, which is not installed: pip install 'Pillow&gt;=10.1'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>one a throw</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>one a square</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>one a depth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>wrote {file}: {frames} ({step}), {width}×{height}, {seconds} s long, {kb} KB in {elapsed} s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>draw the board to a PNG, SVG or PDF file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the output must end in .png, .svg or .pdf, not {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>OUT.png, OUT.svg or OUT.pdf</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--size must be between {low} and {high} pixels</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the longer side of a PNG in pixels (default 1000)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the board's name above it and its size and rules below</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the name above the board (default: the board's own); implies --caption</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no white background (PNG and SVG)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>an SVG's texts as the shapes of their letters, for a machine without the font</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the breadth-first search as an animated GIF or APNG</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the output must end in .gif, .png or .apng, not {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>OUT.gif, or OUT.png / OUT.apng (APNG)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the board's longer side in pixels, {low} to {high} (default 480)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--fps must be between {low} and {high} frames a second</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>frames a second, {low} to {high} (default 4)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a strip under the board in every frame: the step, what it did and the queue (default on)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>one frame for each throw examined, each square expanded or each depth (default square)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>this saved game cannot be resumed: {problem}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{app}. Other commands: {commands} (see 'snl-desktop COMMAND --help').</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a board file to open (.snl, a JSON matrix, or lists), a saved game (.snlgame) to resume, or -</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--screenshot needs a .png file name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>save a picture of the window after its first paint and exit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{file} could not be opened:
{problem}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected K:P, turns and a percentage (e.g. 20:50), not {text}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected a number of percentage points (e.g. 1.5), not {text}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Missed: {target}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--json and -o - both use standard output: write the board to a file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>give at least one target: --expected-turns, --min-throws, --within or --max-seat-advantage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>tuning the board: {percent}%</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{program}: error: no layout met the targets; nothing was written</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>move as few snakes and ladders as it can until the targets hold; exit 1 if none is met</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>at least P percent of games are over within K turns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>at 2, 3 and 4 players the first seat wins at most P percentage points more than a fair share</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the start squares of snakes and ladders never to move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the same seed, the same board (default 0)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the moves and figures, machine-readable</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CodePanel</name>
    <message>
        <source>Step the search (Solver: Step ▶ or F6) to run this code line by line.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The code shown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The full search, with the route</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>LeetCode 909: the matrix in, the answer out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>LeetCode's form numbers the squares from the matrix itself and stops when the goal leaves the queue; the full search goes on to find every square's distance and the route</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>BFS code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>BFS variables</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>This board has %Ln square(s): too many to step through the code.</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>Line {line}: {note}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>(%n square(s), front first)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n square(s) found)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>distance: squares</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>parent → squares first reached from it</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>Compare two boards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Board:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rules:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fewest throws:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expected length (one player):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Shortest game:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Half the games end within:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>90% end within:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Never finishes:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expected rounds:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Finished within (turns):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Chance of winning by seat, players:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Analysing…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not worked out: {why}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the goal cannot be reached</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{turns} turns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Compare with a board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} could not be opened:
{why}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Before the tune</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>After the tune</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Delimited</name>
    <message>
        <source>row {row}, column {col}: {cell} is not a whole number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>row {row}, column {col}: a number of {count} digits; no square has one</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>there are no numbers to read</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DepthFirst</name>
    <message>
        <source>Depth-first starts on square {square}: it will try faces 1 to 6 in order.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Depth-first reaches the goal, square {square}, along a route of %n throw(s), and stops: it never learns a shorter route exists.</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>Depth-first starts on square {square} (route of 0 throws).</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Depth-first enters square {square} (route of %n throw(s) so far).</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>Dead end at square {square}, the start: no route reaches the goal.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Dead end at square {square}: no throw from it reaches a new square: back to {to}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>From square {square} throw {face}: only a 6 brings the token on the board. Not allowed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>From square {square} throw {face}: past the goal. Not allowed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>lands on {square}, {jump}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>lands on {square}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>From square {square} throw {face}: {where}. A new square: go there.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>From square {square} throw {face}: {where}. Already visited: skip it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Neither search finds a route: no sequence of throws reaches the goal. Depth-first tried every square it could reach and backed all the way to the start; breadth-first ran out of squares to visit.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Depth-first follows one route as deep as it goes before trying another; breadth-first tries every route one throw longer at a time, so the first time it reaches the goal is the shortest.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>This time depth-first's first route happens to be as short as breadth-first's: %n throw(s). That was luck. {why}</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Depth-first found a route of %n throw(s) first; breadth-first's shortest takes {bfs}. {why}</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <source>Roll  (Space)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Throw the app's die</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A real die thrown on the table:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A die thrown on the table: press its face (or keys 1 to 6)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Enter a {face} thrown on the table (key {face})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Die showing {face}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Display</name>
    <message>
        <source>Pictures need no display: snl-desktop --screenshot OUT.png [FILE], or snl-desktop render FILE -o OUT.png.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>snl-desktop: cannot open a window: these libraries Qt needs are missing: {libraries}.
Install them (Debian/Ubuntu): {install}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>snl-desktop: cannot draw: these libraries Qt needs are missing: {libraries}.
Install them (Debian/Ubuntu): {install}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>snl-desktop: cannot run: these libraries Qt needs are missing: {libraries}.
Install them (Debian/Ubuntu): {install}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the Wayland display {display} cannot be found: XDG_RUNTIME_DIR is not set</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the Wayland display {display} does not answer (is the compositor running?)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>there is no display (DISPLAY is not set)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Qt's X11 platform cannot be loaded ({reason})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the display {display} does not answer (is the X server running, and may this user use it?)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Qt has no platform {name} (QT_QPA_PLATFORM); it has {names}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{first}; {then}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>snl-desktop: cannot open a window: {reasons}.
{hint}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>snl-desktop: cannot open a window: Qt's platform {platform} cannot start ({why}).
{hint}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>snl-desktop: cannot open a window: Qt's platform {platform} cannot start.
{hint}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DockTitle</name>
    <message>
        <source>Float {panel} or put it back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Close {panel}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>EditController</name>
    <message>
        <source>Add ladder {start} → {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Placed a ladder from {start} to {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add snake {start} → {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Placed a snake from {start} to {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Move ladder to {start} → {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Moved the ladder: now {start} → {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Move snake to {start} → {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Moved the snake: now {start} → {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Remove ladder {start} → {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Removed the ladder {start} → {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Remove snake {start} → {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Removed the snake {start} → {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Remove jump {start} → {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Removed the jump {start} → {end}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Delete %n jump(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>A {rows}×{cols} board has no room for {what} ({listed}). Remove it and resize?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A {rows}×{cols} board has no room for {what} ({listed}). Remove them and resize?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Resize board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Resize to {rows}×{cols}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n jump(s) going nowhere</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>{first}, {second} and {third}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Generating a board…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No board was made: {why}.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Cancelled after %n board(s): nothing was changed.</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>Generate a board</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>After %n board(s), none met every target:</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>Use the closest board found?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No board met every target: {misses}. Change them or the seed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Generated {rows}×{cols}, seed {seed}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Generate board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Generated a {rows}×{cols} board: fewest throws {throws}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>; a game lasts {turns} turns on average</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> (a long game: set an expected length to keep it shorter)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Tune takes boards of up to %n squares (50×50)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Tune layout: %n snake(s) or ladder(s) moved</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Tuned the layout: %n snake(s) or ladder(s) moved</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <source>Game over</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The same players again on this board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sa&amp;ve Game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Close Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Put the game away: the board stays open</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ErrorReporter</name>
    <message>
        <source>Something went wrong</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{app} ran into an error it did not expect. Your board is safe in the autosave.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{error}. The details are in {file}. You can go on working; saving your board now is wise.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{error}. You can go on working; saving your board now is wise.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Copy Details</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>cannot export a file with no extension: use .png, .svg or .pdf</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot export to .{kind}: use .png, .svg or .pdf</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the resolution is 150, 300 or 600 dpi, not {dpi}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a PNG is {low} to {high} pixels on its longer side, not {size}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PDF/X is a kind of PDF: export it as .pdf</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>texts as outlines are for SVG (a PDF carries its font already)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a poster of several sheets is made as a PDF (a page a sheet): export it as .pdf</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{paper} at {dpi} dpi is {width}×{height} pixels ({millions} million); a PNG has at most {most} million: choose a lower resolution, or export it as PDF</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a {rows}×{cols} board is too large for {format} (every square is a shape; at most {most} squares): export it as PNG instead</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the picture could not be encoded as PNG</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Snakes &amp; Ladders board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sheet {number} of {count}: row {row} of {rows}, column {column} of {columns}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export as PNG</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export as SVG</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export as PDF</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>FewestThrowsLabel</name>
    <message>
        <source>The fewest throws with one die a throw (LeetCode's problem); Learn → Play (F5) shows how breadth-first search finds it. A game under the board's own rules is in Analysis.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fewest throws: working it out…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fewest throws: {throws}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>One die a throw never reaches the goal</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Figures</name>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>half of games last more than %n turn(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>90% of games last more than %n turn(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>last more than %n turn(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>a chance too small to write (below {least}) of finishing within %n turn(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>less than {least} ({chance})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>more than {most}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>more than {largest}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A token can never reach the goal: every game goes on for ever.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>between {low} and {high}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The goal can be missed for ever: {share} of games never end, so the expected length is infinite.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>One player: {turns} turns on average.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>One player: at least {turns} turns on average (games this long are followed for {followed} turns, when nearly all of them are still going).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>One player: at least {turns} turns on average (games this long are followed for {followed} turns, when {share} are still going).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>One player: the expected length could not be worked out.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>half of games end within %n turn(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>90% of games end within %n turn(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>half of games never end</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>90% of games never end</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>never end</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>{chance} of games finish within %n turn(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>at least {chance} of games finish within %n turn(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>for ever</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{times} times</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <source>New board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot open board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} could not be opened:
{why}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Opened {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Imported {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Imported {name} (a bare matrix): save it as a .snl board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Imported {name} (snake and ladder lists): save it as a .snl board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Imported {name} (a linear move array): save it as a .snl board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Imported {name}: save it as a .snl board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Revert</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Drop your unsaved changes and reload {name} from disk?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot revert</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} could not be read:
{why}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save board as</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Snakes &amp; Ladders boards (*.snl)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot reload</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save restored work</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Replace {name} with the work restored after the crash?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot save board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} could not be saved: {why}.
Your board is still open and unchanged; the file on disk is as it was.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Saved {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} was deleted or moved by another program: Save writes it again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Print {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Drawing {name}…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot export board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} was not made: {why}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} could not be written: {why}. Any earlier file of that name is unchanged.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Exported {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export board as PNG</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export board as SVG</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export board as PDF</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>a number with a decimal point</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>saved game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>board file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the file is larger than {size} MB; a board file is much smaller</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>this is a folder, not a {what}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>this is not a regular file (a pipe or a device?): save the {what} to a file first</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the file is {size} MB; a {what} is at most {most} MB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot read the file: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not a {what}: the file holds {count:,} lists and objects; a {what} needs at most {most:,}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not a {what}: the file holds {count:,} texts; a {what} needs at most {most:,}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not a text file: byte {byte} is not UTF-8 (is this a {what} file?)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} is not a number a {what} can hold</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the file is damaged or is not a {what} file: its text (JSON) breaks off or is garbled at line {line}, column {column} ({reason})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not a {what}: the JSON is nested far too deep</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not a {what}: a number in it has {count} digits</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not a {what}: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>this is a socket, not a file: nothing was written</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>this is a disk device: it is not written over; choose a file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>nothing is reading from this pipe: start the program that reads it first</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>FolderDialog</name>
    <message>
        <source>Check a Folder</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Every .py file of a folder (not its subfolders) is run over {count} boards, each in a separate process, {at_once} at once. Double-click a row, or press Enter on it, for that file's full report.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Choose a &amp;Folder…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Choose a folder of students' solutions.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Filter by file name or text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Filter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Show only fai&amp;ling</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The class's files</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Choose a folder of solutions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This folder cannot be read: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no .py file in this folder.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This folder has {count} .py files; at most {most} are checked at once.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Timing the reference (a plain breadth-first search)…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Checking…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{done} of {total} checked</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The check stopped: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cancelled: {done} of {total} checked; the rows done are kept.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Done: {done} of {total} checked.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>CSV files ({pattern})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export the class table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{file} cannot be written: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Exported to {file}.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>FullScreen</name>
    <message>
        <source>&amp;Full Screen</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>{dice} — throw again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>three sixes — turn lost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>It is not {name}'s turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} rolled {what}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>; then {what}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} rolled three sixes: the turn is lost, {name} stays on {square}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} rolled {dice}: a 6 is needed to start, so {name} waits off the board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} rolled {dice}: that would go past the last square, so {name} stays on {square}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>★ {name} wins! ★</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{turn} and wins!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{dice}: a 6 is needed to start, so {name} waits off the board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{dice}: three sixes, so {name} goes back to {square}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{dice}: that would go past the last square, so {name} stays on {square}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>, bounced back from {top} to {square}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>, moved from {start} to {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>, climbed from {start} to {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>, slid down from {start} to {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} threw three sixes and lost the turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} threw {dice} — a 6 is needed to start</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} threw {what}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>, then {what}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{turn} — and won!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{dice} — a 6 is needed to start</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{dice}: three sixes, so back to {square}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{dice}: too far, so {name} stays on {square}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{dice} and climbed the ladder from {start} to {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{dice} and slid down the snake from {start} to {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{dice}, bounced back and stopped on {square}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{dice} and moved from {start} to {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{first}; {then}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} has won</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} is here</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{names} and {last} are here</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} needs a 6 to start</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} on {square}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} off the board</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>{name} has won!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} is moving…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} is throwing…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name}'s turn (the computer throws)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Wait: {name}'s token is still moving.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Wait: the die is still rolling.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Game completed: {name} has won. Choose Rematch or New Game to play again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{wait} The die was not thrown.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{wait} That die was not used.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Take back the last %n turn(s), by {players}?</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>{dice}: {name} throws again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>It is {name}'s turn: the computer throws for {name}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{wait} Nothing was taken back.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Take back the dice of this turn?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no turn to take back.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Take back {name}'s last turn?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Dice taken back: {name} throws again from the start of the turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Took back {name}'s turn ({dice}).</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>player {number} is not a Seat but {type}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>player {player}: 'computer' must be true or false, not {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>player {player}: 'wins' must be a whole number from 0 to {most}, not {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>player {player}: colour {value} is not a colour like "#1f77b4" ('#' and six hexadecimal digits)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>player {player}: animal {value} is not one of {animals}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a game has {least} to {most} players, not {count}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a saved game holds at most {most} turns, not {count}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>turn {number} is not a (player, dice) pair: {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>turn {number}: the dice must be a list of numbers, not {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>turn {number}: the player must be text, not {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{players} players but {tallies} tallies of wins</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the players cannot play: {why}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the seats ({seats}) are not the game's players ({players})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{players} players but {colours} colours</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>turn {number} ({player}, dice {dice}) does not replay: {why}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{player} is not one of the players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{winner} already won on turn {turn} ({result})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>it was {expected}'s turn, not {player}'s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the game is over, yet dice {dice} wait to be played</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the unfinished turn's dice must be whole numbers from 1 to 6, not {dice}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the unfinished turn's dice {dice} are a whole turn (only sixes that earn another throw can wait)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the game holds text no file can save ({reason})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the file is larger than {megabytes} MB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not a saved game: expected a JSON object, found {found}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the saved game has no {key}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the game's rules: {why}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>'pending' must be a list of at most two whole numbers, not {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>true/false</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a list</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>null</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>this is a board file, not a saved game: open it as a board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not a saved game: the file has no 'format', expected {expected}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not a saved game: the file has format {found}, expected {expected}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the saved game has no valid 'version' (found {found})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the saved game is version {version}; this app reads version {ours}: please update Snakes &amp; Ladders Studio</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the game's 'board' must be an object with rows, cols and matrix, not {found}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the game's 'name' must be text, not {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the game's board: {why}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>'players' must be a list of {{"id", "colour"}} objects, not {found}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>player {number} must be an object with "id" and "colour", not {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>'turns' must be a list of {{"player", "dice"}} objects, not {found}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the saved game has {count} turns; at most {most} are read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>turn {number} must be an object with "player" and "dice", not {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>turn {number} ({player}): the dice must be a list of whole numbers, not {value}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GameLockBar</name>
    <message>
        <source>Game in progress</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A game is being played on this board. End the game to change it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Back to the Ga&amp;me</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>En&amp;d Game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The Play room, where the game goes on</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Put the game away (asks first); then the board can be changed</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <source>Show the fewest throws from each square</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Turns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} threw {face}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot reach the goal</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GameRecorder</name>
    <message numerus="yes">
        <source>%Ln finished game(s) could not be written into the game history yet. They are kept in {file} and written the next time the app starts.</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln finished game(s) could not be written into the game history, nor kept for later.</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>Game history: {what}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>Snakes &amp; Ladders games (*.snlgame);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{board} game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot save game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{file} could not be saved: {why}. The game goes on.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Game saved to {file}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot open game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{file} cannot be resumed: {why}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open this game? The game in progress will end.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Resumed {file}: {name} has already won</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Resumed {file}: {name}'s turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The game could not be autosaved: {why}. Game → Save Game keeps it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The game cannot be resumed: {why}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Resume this game? The game in progress will end.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>an untitled board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Resumed the game on {board}: {name}'s turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Resumed the game on {board}: {name} has already won</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The game saved when the app last closed cannot be resumed: {why}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>A game of {names} on {board} was not finished (%n turn(s) played), saved {when}. Resume it?</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>Not Now keeps it: File → Unfinished Games resumes it later. Discard deletes it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot resume the unfinished game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Resume game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Generator</name>
    <message>
        <source>boards of up to {most} squares can be generated</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the numbers of snakes and ladders cannot be negative</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{jumps} snakes and ladders need {squares} squares; this board has {free} free</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the fewest throws range is empty ({low} &gt; {high})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the expected length range is empty ({low} &gt; {high})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>could not place every snake and ladder without sharing squares: ask for fewer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>fewest throws between {low} and {high}: the goal cannot be reached</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>fewest throws between {low} and {high} (best found: {found})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected length between {low} and {high}: games can go on for ever</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected length between {low} and {high} turns (best found: {found})</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GeneratorDialog</name>
    <message>
        <source>Generate a board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Square</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Keep as many columns as rows</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fewest throws between</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expected length between</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rows</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Columns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fewest throws: at least</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fewest throws: at most</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expected length: at least, in turns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expected length: at most, in turns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Size:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Snakes:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ladders:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>and</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>throws</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>turns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Seed:</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Boards of up to %n squares; no square holds two snakes or ladders, so there are no chains.</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>Generate</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Graph</name>
    <message>
        <source>throws from the start →</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>goal: {throws}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>never reached</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>never reached (the goal too)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GraphPanel</name>
    <message>
        <source>The search graph</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Each square a token can rest on, in columns by its distance from the start</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Show the whole graph (Ctrl+wheel zooms)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Copy adjacency list</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Each resting square and where throws 1–6 take it, as text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Adjacency list</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hover a square to see where its six throws come to rest; click it to select it.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Too many squares to draw as a graph (%Ln square(s); up to {most}): the adjacency list is below.</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many squares to draw as a graph (%Ln square(s); up to {most}): too many to list here as well.</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
</context>
<context>
    <name>Headline</name>
    <message>
        <source>Expected turns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expected turns, at least</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Never finishes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Never finishes, at most</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name}: {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Right-click, or press Ctrl+C while it has the focus, to copy these figures</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Copy Figures</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Copy the headline's figures, in full precision, as text for a spreadsheet</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HeatLegend</name>
    <message>
        <source>Each square's figure: how many times one player's token rests there in a game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not worked out for this board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>never rested on</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{times} rests a game</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>the folder {folder} cannot be made: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the history {file} is damaged ({why}) and cannot be moved aside: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the history {file} was damaged ({why}); it was moved to {aside} and a new one begun</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a new history cannot be begun: {why}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>it is empty (0 bytes)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>another program keeps moving it away</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the history {file} is busy: another program is writing to it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the history {file} was written by a newer version of the app (version {version}; this one knows {known}): it is only read, and games are not recorded in it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the history {file} cannot be written: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the history {file} cannot be written ({reason}): its figures are shown, but new games cannot be recorded in it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>its check failed: {report}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>SQLite says: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the disk is full</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the history {file} cannot be opened: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the history {file} belongs to a newer version of the app: it is not changed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the history {file} cannot be changed: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the history {file} cannot be read: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>only a finished game is recorded</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the seats ({seats}) are not the game's players ({players})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the games not yet in the history cannot be kept in {file}: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>it is not a file of games kept for the history</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the games kept in {file} cannot be read ({reason}); the file was moved to {aside}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>its schema version ({version}) is not one this app ever writes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>it holds tables this app did not make ({tables})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>its table “{table}” is missing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>its table “{table}” lacks the columns {columns}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Home</name>
    <message>
        <source>HOME is not set</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>HOME is not an absolute path: {home}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{home} does not exist</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{home} cannot be written</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>its folders {folders} cannot be written</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The home folder cannot be used ({why}), nor a temporary folder ({error}): settings and unsaved work may not be kept.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The home folder cannot be used ({why}): settings and unsaved work are kept in {folder} for now, until the computer clears its temporary files.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HoverInfo</name>
    <message>
        <source>Square {square}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>How to play on {board}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>How to play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A ladder: climb up!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A snake: slide down!</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to Play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The rules</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Invitation</name>
    <message>
        <source>Ready to play? Choose the players, then throw the die.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>New Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Choose the players and start (Space)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>JumpLooks</name>
    <message>
        <source>The colour of this piece</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Spots</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>S&amp;tripes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Plain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Snake {start} → {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ladder {start} → {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Colour…</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>snl-desktop: the translation catalogue {file} is damaged or not the one this version was built with: it is not loaded, and the app speaks English</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>LengthChart</name>
    <message>
        <source>Chart of game lengths</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Bars: the chance a game takes exactly k turns; line: the chance it has finished within k turns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>turns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>P(game takes exactly k turns)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>P(finished within k turns)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>P(T = k)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>P(T ≤ k)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{board}: P(T = k)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{board}: P(T ≤ k)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Copy Figures</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Copy the chart's numbers, in full, as text for a spreadsheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save Picture…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save Picture</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>game lengths</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} could not be written: {why}. Any earlier file of that name is unchanged.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot save the picture</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>; </source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>→</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not placed: {why}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Undo {step}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Redo {step}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MatrixExport</name>
    <message>
        <source>Export the matrix as TSV</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tab-separated (*.tsv)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export the matrix as CSV</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Comma-separated (*.csv)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} could not be written: {why}. Any earlier file of that name is unchanged.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot export the matrix</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Matrix exported to {name}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MatrixPanel</name>
    <message>
        <source>Board matrix</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Copy the matrix to the clipboard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Matrix copied to the clipboard.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reading the matrix ({chars} characters)…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Paste a new board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pasted as a new board: “{name}”</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>line {line}, column {col}: {why}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>this is not a matrix of numbers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Edit matrix</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the text has {chars} characters; a matrix has at most {most}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the text opens {count} brackets; a matrix of {most} rows opens at most {limit}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a number of {count} digits; no square has one</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a number or a bracket was expected here</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>more text after the end of the matrix</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a comma was expected between two numbers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>this is not a matrix of numbers here</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not applied: {why}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Ladder</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ladder tool (L)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Snake</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Snake tool (S)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Se&amp;lect / move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Select / move tool (V)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Erase</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Erase tool (E)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tools</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Design snakes and ladders boards, watch breadth-first search solve them, and play them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>About {app}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>a player's name must be text, not {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>player {number}'s name must be text, not {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a player's name cannot be empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>player {number} needs a name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name}: a name cannot contain a comma</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} is too long (at most {most} characters)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a player's name {name} holds a character that is not printable text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>player {number}'s name {name} holds a character that is not printable text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>two players are called {name}: names must differ</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NewBoardDialog</name>
    <message>
        <source>New board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Empty board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Boards to start from</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>An empty board of the size below</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Preset</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Start from:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rows:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Columns:</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player {number}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{problem}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Animal of player {number}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The animal on this player's token</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Name of player {number}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Token colour of player {number}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The app throws this player's die by itself</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Player {number} is played by the computer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Play against the &amp;computer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>One person and the computer: the second player is the app</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Recent players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Choose players of a recent game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Recent players:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>How many:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Start game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Board: {board}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Token colour of {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{first} and {second} have the same animal ({animal}) in the same colour: choose another animal or colour for one of them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The computer</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NumberingPanel</name>
    <message>
        <source>Square 1 is the matrix's bottom-left cell. The bottom row runs left to right, the row above right to left, and so on up the board: so the top row's direction depends on whether the number of rows is odd or even. A cell holds −1, or the square a snake or ladder starting there leads to.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The board's matrix, square by square</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Show each square's (row, column) on the board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Odd side: {n}×{n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Even side: {n}×{n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The table is shown for boards of up to 900 squares.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Square {label} is row {row}, column {col}; the matrix holds {value} there</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Numbers</name>
    <message numerus="yes">
        <source>{start}…{end} (%n digits)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>{number}%</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Orphans</name>
    <message>
        <source>The index of unsaved work could not be read ({error})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>An autosave lock could not be used ({error})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{why}. It was kept as {path}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{why}. It stays at {path} ({error}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>An unsaved board could not be read ({error})</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>OutputForm</name>
    <message>
        <source>None: a picture of the board's shape</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} ({width} × {height} mm)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Automatic: the way the board prints larger</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Portrait</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Landscape</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The picture's longer side</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{dpi} dpi</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Dots per inch, written into the PNG; on paper they set its pixels</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> mm</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A size of my own</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Paper width</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Paper height</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>How far the background reaches past the paper's edge, for a print shop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Crop marks at the corners, where the paper is cut</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> across</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> down</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Poster sheets across</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Poster sheets down</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sheets side by side: the board is printed larger, with overlap marks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sheets one under the other</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Transparent background</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PDF/X-4 for a print shop (CMYK, coated paper FOGRA39)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The colours in CMYK for offset printing, with the trim and bleed declared on every page</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Texts as outlines (for a computer without the font)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The board's name above it and its size and rules below</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Paper:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Paper size:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Orientation:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Size:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Resolution:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Bleed:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Poster sheets:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The board prints {width:.1f} × {height:.1f} cm and covers {share:.0%} of the paper.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>On %n sheet(s) the board prints {width:.1f} × {height:.1f} cm and covers {share:.0%} of the paper.</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>{columns} across × {rows} down print it as large on %n sheet(s).</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>Use {columns} × {rows} sheets</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>OwnFiles</name>
    <message>
        <source>it is not a regular file (a pipe, a device or a folder?)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>it is {size} MB, far more than the app ever writes there</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{file} cannot be used: {trouble}; it could not be moved aside ({reason})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{file} cannot be used: {trouble}; it was moved to {aside} and is not read</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Pace</name>
    <message>
        <source>&amp;Sound</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sounds of the game on or off</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Finish the Move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Finish the move now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Token &amp;Speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>slow moves</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>normal moves</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>fast moves</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Instant</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>instant moves</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sound is on: click to mute</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sound is off: click for sound</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No sound device found</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Volume</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Token speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Speed:</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PhonePage</name>
    <message>
        <source>Snakes &amp; Ladders</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Join the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Room code (the 4 digits on the TV)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Join</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Connecting…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Connection lost: reconnecting…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The room was closed on the TV.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>To try again, reload this page.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pick your seat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Just watch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>free</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>taken</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>computer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>you</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You are {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You are watching</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Throw</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Throw again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You threw {dice}: throw again, {name}!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} threw {dice} and throws again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your turn, {name}!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Wait for your turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Square {square}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not on the board yet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Wins: {wins}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Last turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Or tap what your die shows:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>My die shows {face}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Change seat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} won!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Waiting for the game to start</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>That is not the room's code.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Too many wrong codes from this phone: wait a few minutes.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The room takes no more codes: ask for a new code on the TV.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your seat was freed on the TV: pick a seat.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>That seat was just taken: pick another.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>That seat is not in the game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>That is not your seat.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Wait: the last move is still on its way.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The app throws the dice in this game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The room did not understand the phone.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Join the room first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The room is full.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Class Quiz</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Join the quiz</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Room code (the four digits on the screen)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your nickname</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The quiz was closed on the teacher's screen.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This nickname is now in the quiz on another page.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nothing enters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Answer sent: nothing enters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your answer: nothing enters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The answer: nothing enters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You are in, {name}. Wait for the first question.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Question {number} of {count}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Which square leaves the queue next?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Square {square} leaves the queue. Which squares enter the queue from it?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>In the queue: {squares}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Queue: {squares}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The queue is empty.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{list}, {square}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time left: {seconds}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time is up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Zoom</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Square {square}, a ladder up to {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Square {square}, a snake down to {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Send</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Answer sent: {squares}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your answer: {squares}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Answers are closed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Right!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not quite.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The answer: {squares}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Score: {right} of {asked}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The quiz is over. Your score: {right} of {asked}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Join the quiz first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The room takes no more codes: ask your teacher for a new code.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The quiz no longer knows this phone: join again with your nickname.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>That nickname cannot be used: choose another, of at most {most} letters.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>That nickname is taken: choose another.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The quiz is full.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The teacher removed this nickname from the quiz.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no question to answer now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time is up: your answer came too late.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You have already answered this question.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <source>Play from Phones</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Join with your phone</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scan the code with the phone's camera, or open this address:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Room code:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Too many wrong codes were tried: the room takes no code until you make a new one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;New Code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A new room code: the phones in their seats stay</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Hide</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The room stays open: Game → Play from Phones… shows this again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Close Room</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stop listening and let every phone go</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>QR code of {address}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Room code {code}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The room listens on ports {port} (the page) and {live} (the phones' messages), on the home network only, while it is open.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n phone(s) connected</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>Free Seat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Take this seat back from its phone (the keyboard plays it)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name}'s phone</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the computer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the keyboard</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PlayActions</name>
    <message>
        <source>&amp;New Game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Choose the players and start a game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Resume a saved game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Save Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save the game to finish later</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save Game &amp;As…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save the game under another name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Roll the Die</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Throw the app's die (no game: start one)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Take Back Turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Undo the last turn (asks first)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Where Is Everyone?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Say every player's square and whose turn it is (for a screen reader too)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;End Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Put the game away (asks while it is on)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The rules, for the family</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Play from &amp;Phones…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Each player's phone is their die: show the room's code to join on the home network</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Show the &amp;Engine's Strings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The turn engine's own answers in the turn log, for learners</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Enter a {face}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Unfinished Games</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PlayMode</name>
    <message>
        <source>Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>End the game?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{question} It can be saved first with File → Save Game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Start a new game? The game in progress will end.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Game history</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The phones join a game: start one now?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Play from Phones</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot open the room</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>End the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Take back</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Playback</name>
    <message>
        <source>playing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>paused</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ready</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message numerus="yes">
        <source>, %n win(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>{name}: {square}{wins}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>off the board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>square {square}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
</context>
<context>
    <name>Predict</name>
    <message>
        <source>Which square leaves the queue next?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Square {square} leaves the queue. Which squares enter the queue from it?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The queue is empty.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Queue, front first: {squares}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>In the queue (order hidden): {squares}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Right!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not quite.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>climbs the ladder to {square}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>slides down the snake to {square}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nothing was chosen: one square leaves at each step, the front of the queue, {front}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Only one square leaves at a time: the one at the front of the queue, {front}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The queue is first-in, first-out: {front} entered before {square}, so {front} leaves first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Square {square} has already left the queue: each square leaves it once.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Square {square} is not in the queue: the search has not found it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Square {square} was already found, at distance {distance}: it does not enter again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No throw from {origin} comes to rest on {square}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A throw of {face} from {origin} lands on {landed} and {moved}: {rest} enters, not {landed}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A throw of {face} from {origin} lands on {landed} and {moved}, found already at distance {distance}: neither enters.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A throw of {face} from {origin} lands on {landed} and {moved}, a new square: {rest} enters.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A throw of {face} from {origin} rests on {rest}, a new square: {rest} enters.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The answer: {square}, the front of the queue.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The answer: nothing enters the queue.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The answer, in the order they enter the queue: {squares}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The search is over: there is no route (−1).</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>The search is over. Fewest throws: %n.</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>The queue is empty and the goal, {goal}, was never found: no throws reach it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The route: {route} ({throws}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>throw {face}: past the goal, not allowed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{landed}, {jump}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>throw {face} {arrow} {where}: new, enters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>throw {face} {arrow} {where}: found already</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Square {square} is the goal: no throws from there.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The throws from {square}:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Score: {right} of {asked}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Final score: {right} of {asked}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Level 1: lesson boards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Level 2: small random boards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Level 3: chains and dead ends</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The board on show</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Board {seed}: {rows}×{cols}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>“{text}” is not a square's number.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no square {square} on this board: its squares run from {first} to {goal}.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PredictDialog</name>
    <message>
        <source>Predict the next step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Click squares to choose them; or the arrow keys and Space</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>New &amp;Session</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The level's next board, from the first question</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>square numbers, e.g. 15 7</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Your answer:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Click squares or type their numbers; on the board the arrow keys move and Space picks. Enter answers; Enter or N goes on.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Choose the square that leaves next: click it or type its number.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Next question</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The system's language</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A new language is used from the next start of the app.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Present</name>
    <message>
        <source>The Learn room for a projector: the board and the search's words, large (F9; Esc leaves)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Present</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Leave Present</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Classic family board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>LeetCode 909 example (6×6)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>30-cell linear board (5×6)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Milton Bradley classic (Chutes and Ladders)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PrintPreview</name>
    <message>
        <source>Preview of the pages</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Print…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n sheet(s) of {paper}</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>error: {what}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>warning: {what}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>… and %n more warning(s): each is marked on the board.</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>invalid — %n error(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>valid — {summary}, %n warning(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>No warnings: every snake and ladder works as drawn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Checking the board…</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ProblemsPanel</name>
    <message>
        <source>Board warnings</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>Cancel</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Prompter</name>
    <message>
        <source>Boards (*.snl *.json *.txt *.csv *.tsv)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Snakes &amp; Ladders boards (*.snl)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>JSON boards (*.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Spreadsheet matrices (*.csv *.tsv)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save the changes to “{name}” before closing it?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your changes are lost if you don't save them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Restore</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not Now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>“{name}” has been changed on disk by another program since you opened it. Replace it?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>“{name}” has been changed on disk by another program.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reload drops your unsaved changes; Keep Mine keeps them (saving replaces the other version); Save As keeps both.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reload shows the version on disk; Keep Mine keeps the board shown here (saving replaces the other version); Save As keeps both.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Changed on disk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reload</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Overwrite</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Keep Mine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save As…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Replace a read-only file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{file} is read-only. Replace it anyway?</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PropertiesDialog</name>
    <message>
        <source>Board properties</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>e.g. Jungle run</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Who the board is for, what makes it fun…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Description:</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hide Details...</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save All</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;No</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Abort</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Retry</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ignore</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>QueueList</name>
    <message>
        <source>BFS queue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>BFS queue (front first)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>square {square} · %n throw(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>BFS queue (front first): %n square(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
</context>
<context>
    <name>Quiz</name>
    <message>
        <source>Class Quiz</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>other</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n student(s) in the quiz</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>Question {number} of {count}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{answered} of {students} answered</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n second(s) left</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>Answers are closed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nobody answered this question.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{right} of {answered} right ({share})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nobody chose a wrong answer.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>The most common wrong answer, %n time(s): {answer}. {reason}</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>{place}. {nickname}: {right} right</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Q{number}: {share}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no answers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Results saved to {path}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>QuizDialog</name>
    <message>
        <source>Class Quiz</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Join the quiz on your phone</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Room code:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Too many wrong codes: the room takes none until you make a new code.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>New Code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Students</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Remove Student</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Take the chosen nickname out of the quiz (it cannot join again)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no timer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Time to answer:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Next</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ask the next question, or reveal the one asked (Page Down, Right, Space)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Stop Answers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;End Quiz</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Show &amp;Leaderboard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nicknames with the most right answers (off: only the class's score)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save &amp;Results…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>QR code of {address}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Room code {code}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not connected now (can rejoin)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The quiz is over.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Waiting to start</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Students join on their phones; then ask the first question.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The class so far: {scores}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Reveal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Next Question</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Ask First Question</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save the quiz's results</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>quiz-results.csv</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The results could not be saved: {problem}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>Unsaved work could not be read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{app} closed without saving changes to {file}. Restore them?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{app} closed without saving changes to the board “{name}”. Restore them?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{app} closed without saving changes to an untitled board. Restore them?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Restored unsaved work</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Restored as an untitled board: {file} is not a board file, so Save asks where to save it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Restore unsaved work</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not Now keeps them in {folder} for the next start; Discard deletes them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Restore</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Room</name>
    <message>
        <source>This computer is not on a local network: connect it to the same Wi-Fi as the phones, then try again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No network port is free for the room: close another program that serves the network.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The phones' page is missing from this installation: {problem}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Rooms</name>
    <message>
        <source>&amp;Home</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{room} room</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The start screen: play, design or learn, and recent boards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Play a game on this board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Draw snakes and ladders and see how the board plays</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Watch breadth-first search find the fewest throws</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rooms</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>rule '{name}' must be true or false, not {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rule '{name}' must be one of {choices}, not {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>'rules' must be an object, not {type}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a 6 throws again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>one die a turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>three sixes count 18</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>start on square 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>start off the board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Everybody starts off the board, just before square 1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Everybody starts on square 1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>three sixes lose the turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>each throw moves the token</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a throw past the last square is not moved</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>bounce back from the last square</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>any throw past the last square wins</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>throw a 6 to start</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Everybody starts off the board and needs a 6 to start: until you throw a 6, your token waits off the board.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Take turns: throw the die and move your token that many squares.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Threw a 6? Throw again! You can throw up to three times in one turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>But three 6s in a row and the turn is lost: your token stays where it was.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Move after every throw: a 6 moves you 6 squares straight away, then you throw again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add up all your throws, then move once by the total.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Land at the bottom of a ladder? Climb up it!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Land on a snake's head? Slide down to its tail.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Too big a throw to land exactly on the last square? Count to the end and back again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Too big a throw to land exactly on the last square? Stay where you are.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>But three 6s in a row and the turn is lost: your token goes back to where the turn began — unless the third 6 reaches the last square: that wins!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Too big a throw for the last square? It still takes you there: no exact throw needed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The first to reach the last square wins!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The first to land exactly on the last square wins!</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RulesForm</name>
    <message>
        <source>House rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A 6 earns another throw (at most three a turn)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Three sixes lose the turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Each throw moves the token (a 6 then a 2: 6 squares, any snake or ladder, then 2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Off: the token moves once, by the sum of the turn's dice, jumping over what lies between.
On: every throw moves it; reaching the last square wins at once, even on a third 6;
a third 6 short of it (when three sixes lose the turn) sends it back to where the turn began.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stay where you are</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Bounce back from the last square</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Finish: it reaches the last square</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>On square 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Off the board (square 0)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Off the board: need a 6 to start</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A throw past the last square:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Need a 6 to start: each token waits off the board until its player throws a 6;
the 6 then moves it onto the board (and earns another throw, when a 6 does).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tokens start:</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Search</name>
    <message>
        <source>square {square} is not on the board (0..{goal})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot start a search on square {square}: the board has squares 0..{goal}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n throw(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>%n square(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln frame(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>{frames}, {length}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step {position} of {total}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Queue: empty</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Queue (front first): %n square(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Queue (front first): {squares} … and %n more</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>Queue (front first): {squares}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>one throw</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>one square</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>one depth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ladder to {square}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>snake to {square}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>throw {face} → square {square}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>throw {face} → {square}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>throw {face} → square {square}, {jump}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>throw {face} → {square}, {jump}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Square {square}: throws 1–6 rest on {rests}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Square {square}: only a 6 brings the token on the board; it rests on {rest}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Square {square}: the goal, reached in %n throw(s); the search stops there</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>Square {square}: the goal, never reached; the search stops there</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Square {square}: no token rests here (a jump starts on it)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SearchControls</name>
    <message>
        <source>Play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Play or pause the search (F5)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>◀ Back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step back (Shift+F6)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step ▶</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step forward (F6)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Back to the start (Ctrl+F5)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Next Step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step forward (Page Down, →)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Previous Step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step back (Page Up, ←)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step &amp;Size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Next Step Size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>One throw, one square, one depth (Ctrl+F6)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>How far one step goes: one throw examined, one square expanded, or one depth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>From one step every 2 seconds to the whole search in under a second</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Slower</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Play the search slower (F7)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Faster</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Play the search faster (F8)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Search position</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Every step of the search: drag to any moment</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Heat map: show every square's distance</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Show every square's distance at once (Ctrl+Shift+M)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Heat Map</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fade the snakes and ladders</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>While the search is drawn, the snakes and ladders fade so that its arrows read on any art</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Fade the Art</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Speed:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Search:</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Everywhere</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Learn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Find a key or an action</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SizeBar</name>
    <message>
        <source>Rows</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Columns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Square</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Keep as many columns as rows</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Size:</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SolverPanel</name>
    <message>
        <source>Depth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Copy the graph (adjacency list)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Each square where a token can rest, and where throws 1–6 take it: to check your own BFS</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Working out the fewest throws…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fewest throws: {throws}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>One die a throw never reaches the goal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Depth {depth}: squares {throws} away</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>▶ Play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step {position} of {total} — {state}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SolverWords</name>
    <message>
        <source>Press Play (F5) to watch breadth-first search find it, or Step (F6) to go one step at a time.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A 6 is needed to start, and a 6 goes past the last square: no token can come on the board.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The farthest the token can rest on is square {square}. Every throw from there lands on a jump back down: {jumps}. Coloured squares can be reached.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Route: {route}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Start</name>
    <message>
        <source>the saved game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot write {file}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the window was not painted in time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No home folder</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot open board</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>today</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>yesterday</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>turn {number}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>What would you like to do?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Play a game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Roll the dice with family and friends, or against the computer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Design a board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Draw snakes and ladders with the mouse and see at once how the board plays</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Learn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Learn how the search works</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Watch breadth-first search find the fewest throws, step by step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Recent boards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Boards you open or save appear here.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Unfinished games</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Games you stop before the end wait here, to play on.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Start in the last room I used</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Plays as</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Win rate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Longest climb</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Most snakes met</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Longest slide</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Most wins</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fewest turns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Average turns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Players' statistics</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Boards' statistics</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Boards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>C&amp;lear Statistics…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Forget every game recorded (asks first)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reading the game history…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The game history is busy: another program is using it. The figures appear as soon as it is free.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The game history cannot be read: {why}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%Ln game(s) played since {date}</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Forget all %Ln game(s) recorded? This cannot be undone.</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>No games yet. When a game is won it is kept here: who played, who won, the longest ladder climbed and the most snakes met.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the computer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a person</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{rate}%</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{rows}×{cols}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name}: {wins}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Clear Statistics</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nothing was cleared: {why}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>StatisticsMenu</name>
    <message>
        <source>S&amp;tatistics…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Games, wins and records of every player</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TeachingDocks</name>
    <message>
        <source>Graph</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>BFS Code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The board as a graph: each square's six throws, laid out by BFS depth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The BFS code, its current line and its variables, as the search steps</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Why BFS?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The same board searched depth-first, step by step (Ctrl+B)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The search as an animated GIF or APNG, or this step as a picture (Ctrl+Shift+E)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export Animation…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A quiz: before each step of the search, predict it on the board; a score is kept</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Predict…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Predict for the whole class: students answer each step on their phones, the answers shown as bars</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Class Quiz…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Run your own LeetCode 909 solution on 500+ boards, in a separate process, and see what fails</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Check My Code…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Every .py file of a folder (a class's solutions) checked at once, in a table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Check a Folder…</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TextSize</name>
    <message>
        <source>&amp;Normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Large</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Huge</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Text &amp;Size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Cycle Text Size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Normal, large, huge: every text of the app</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>&amp;Standard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Follow the S&amp;ystem</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The printed board's colours, with light docks and dialogs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Black, white and yellow: strong outlines, opaque number plates, thicker marks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The standard board, with docks and dialogs in the desktop's colours</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Tune</name>
    <message>
        <source>The board already meets every target: nothing to move.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No layout met every target, and no move brought the board closer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ladder {start} → {end}: top moved to {new_end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Snake {start} → {end}: tail moved to {new_end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ladder {start} → {end}: foot moved to {new_start}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Snake {start} → {end}: head moved to {new_start}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ladder {start} → {end}: now {new_start} → {new_end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Snake {start} → {end}: now {new_start} → {new_end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>never ends</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unreachable</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expected length: {before} → {after} turns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fewest throws: {before} → {after}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>First seat's advantage at 2 to 4 players: {before} → {after} points</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TuneBoard</name>
    <message>
        <source>The board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Click a snake or ladder to lock it, or tick it in the list</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TuneDialog</name>
    <message>
        <source>Tune the layout</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expected length between</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fewest throws between</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Finished within</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>First seat's advantage at most</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expected length: at least, in turns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expected length: at most, in turns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fewest throws: at least</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fewest throws: at most</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Finished within this many turns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>By then, at least this percentage of games finished</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>First seat's advantage: at most, in percentage points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This board now: working it out…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Snakes and ladders never moved</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ticked snakes and ladders are never moved; click one on the board too</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Edits</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tune</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Compare with the Board Before…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>and</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>turns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>throws</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>turns: at least</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>points at 2 to 4 players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Seed:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Never move (tick, or click on the board):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Edits (old places faint, new ones bold):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Before → after:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ladder {start} → {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Snake {start} → {end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This board now: {figures}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This board now: not worked out ({why})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tuning the layout…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not tuned: {why}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cancelled: nothing was changed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Missed: {targets}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TuneWords</name>
    <message numerus="yes">
        <source>Every target met by moving %n snake(s) or ladder(s).</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>No layout met every target; the closest found moves %n snake(s) or ladder(s).</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Chance of finishing within %n turn(s): {before} → {after}</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>expected length {expected} turns; fewest throws {throws}; {chance} of games over within %n turn(s); first seat's advantage {points} points</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layout(s) tried.</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>The moved snake crosses %n other snake(s) or ladder(s): no move found that reaches the targets as well crosses none.</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>The moved ladder crosses %n other snake(s) or ladder(s): no move found that reaches the targets as well crosses none.</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>The moved snakes and ladders make %n crossing(s): no layout found that reaches the targets as well makes none.</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
</context>
<context>
    <name>Tuner</name>
    <message>
        <source>choose at least one target</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the expected length must be a finite number of turns, 0 or more, not {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the fewest throws must be between {least} and {most}, not {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the fewest throws range is empty ({low} &gt; {high})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the expected length range is empty ({low} &gt; {high})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a game lasts at least one turn: the expected length cannot be below 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a game takes at least one throw: the fewest throws cannot be below 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the turns of "finished within" must be at least 1, not {turns}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the turns of "finished within" must be at most {most}, not {turns}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the seat advantage must be between 0 and 100 points, not {points}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected length between {low} and {high} turns: games can go on for ever</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected length between {low} and {high} turns (best found: {found:.2f})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>at least {chance:.0%} of games over by turn {turns} (best found: {found:.1%})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the first seat's advantage at most {most:.2f} points at 2 to 4 players (best found: {found:.2f} points)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>every game ends: the best found can go on for ever</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the chance of finishing must be between {least:.0%} and {most:.0%}, not {chance:.1%}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>fewest throws between {low} and {high}: the goal cannot be reached</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>fewest throws between {low} and {high} (best found: {found})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>boards of up to {most} squares can be tuned; this one has {size}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>square {square} starts no snake or ladder: only a snake or ladder can be locked</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the work budget is too small to analyse this board</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Turn</name>
    <message>
        <source>players must be a list of names</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a game needs {least} to {most} players, not {count}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the dice of a turn must be a list of numbers, not {type}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>die {die}: every die must be a whole number from 1 to 6</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a turn has 1 to {most} dice, not {count}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a turn has exactly one die (no extra throw on a six), not {count}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>dice {dice}: only a 6 earns another throw</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>dice {dice}: throw {number} reached the last square and ended the game; no throw comes after it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown player {player}; the players are {players}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no turn to take back</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TurnLog</name>
    <message>
        <source>Turn log</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>… %n earlier turn(s), not shown here</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
</context>
<context>
    <name>TurnVoice</name>
    <message>
        <source>Spea&amp;k Turns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Say each turn aloud: whose turn it is, what the throw did, the winner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Speak Turns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A screen reader is running and says each turn: Speak Turns stays quiet while it runs.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Speak Turns is on: each turn is said aloud.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No voice speaks {language} here: the turns are read by the system's voice.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The voice could not speak: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Speak Turns: no voice is installed, so the turns are not spoken.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Speak Turns: no speech service is installed, so the turns are not spoken.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Install speech-dispatcher and a voice, espeak-ng (on Debian or Ubuntu: sudo apt install speech-dispatcher espeak-ng), then turn Speak Turns on again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add a voice in the system's speech settings, then turn Speak Turns on again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(The speech service said: {reason})</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TvLayout</name>
    <message>
        <source>The Play room for a TV: the board as tall as the screen, the die and the players large</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;TV Layout</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Leave TV Layout</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Unfinished</name>
    <message>
        <source>Untitled board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{players} — {turns} — {when}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{turn} — {when}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{board}: {detail}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>today {time}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>yesterday {time}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{date} {time}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>UnfinishedWords</name>
    <message numerus="yes">
        <source>%n turn(s) played</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
</context>
<context>
    <name>UsageTable</name>
    <message>
        <source>How often each snake and ladder is taken</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Taken in a game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The expected number of times one player takes it in a game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Snake or ladder</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Heat map on the board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tint each square by how often the token comes to rest there in a game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Which snakes and ladders matter:</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Not worked out: a game can fail to finish, the games are too long to count, or the board has more than %n squares.</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>No snakes or ladders on this board.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ladder {start}→{end}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Snake {start}→{end}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>WhatIf</name>
    <message>
        <source>unreachable</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>endless</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>fewest {before} → {after}, expected {turns} → {new_turns} turns</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>WhyBfsDialog</name>
    <message>
        <source>Why BFS? Depth-first vs breadth-first</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This board is too big to watch depth-first</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>This board has %Ln square(s). The depth-first animation works on boards of up to {most} squares (50×50), where each step can be followed: try it on a smaller board.</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Step ▶</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>From one step every 2 seconds to the whole search in under a second</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Back to the start</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>One step forward (Right)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Speed:</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>visited (%n square(s))</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>Depth-first's first route: {dfs}. Breadth-first's shortest: {bfs}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>breadth-first, the shortest</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>depth-first, its first route</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Neither search reaches the goal</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Depth-first search: a route of %n throw(s) so far</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>depth-first: the route so far</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>WindowDocks</name>
    <message>
        <source>Matrix</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Solver</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Analysis</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Warnings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Numbering</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>How square numbers map to the matrix's rows and columns (LeetCode 909's numbering)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>History of changes</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>WinsChart</name>
    <message>
        <source>Wins per player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name}: {wins}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ZoomControls</name>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Bigger squares</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Smaller squares</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Fit the Board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The whole board in the window</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Actual Size (100 %)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Zoom: Ctrl+wheel or a pinch on the board; drag with the middle button to move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Zoom in</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>