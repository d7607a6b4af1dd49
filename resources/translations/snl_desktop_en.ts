<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AnalysisPanel</name>
    <message numerus="yes">
        <source>boards of up to %n squares are analysed</source>
        <translation><numerusform>boards of up to %n squares are analysed</numerusform><numerusform>boards of up to %n squares are analysed</numerusform></translation></message>
    <message numerus="yes">
        <source>Most likely path, %n turn(s): {route}; a game follows it exactly {chance} of the time.</source>
        <translation><numerusform>Most likely path, %n turn: {route}; a game follows it exactly {chance} of the time.</numerusform><numerusform>Most likely path, %n turns: {route}; a game follows it exactly {chance} of the time.</numerusform></translation></message>
    <message numerus="yes">
        <source>Not worked out: the board has more than %n squares.</source>
        <translation><numerusform>Not worked out: the board has more than %n squares.</numerusform><numerusform>Not worked out: the board has more than %n squares.</numerusform></translation></message>
    </context>
<context>
    <name>BoardCounts</name>
    <message numerus="yes">
        <source>%n snake(s)</source>
        <translation><numerusform>%n snake</numerusform><numerusform>%n snakes</numerusform></translation></message>
    <message numerus="yes">
        <source>%n ladder(s)</source>
        <translation><numerusform>%n ladder</numerusform><numerusform>%n ladders</numerusform></translation></message>
</context>
<context>
    <name>Check</name>
    <message numerus="yes">
        <source>All %n board(s) passed.</source>
        <translation><numerusform>All %n board passed.</numerusform><numerusform>All %n boards passed.</numerusform></translation></message>
    <message numerus="yes">
        <source>Passed {passed} of %n board(s).</source>
        <translation><numerusform>Passed {passed} of %n board.</numerusform><numerusform>Passed {passed} of %n boards.</numerusform></translation></message>
    <message numerus="yes">
        <source>Cancelled: %n board(s) not run.</source>
        <translation><numerusform>Cancelled: %n board not run.</numerusform><numerusform>Cancelled: %n boards not run.</numerusform></translation></message>
    <message numerus="yes">
        <source>Stopped after {strikes} boards past a limit: %n board(s) not run.</source>
        <translation><numerusform>Stopped after {strikes} boards past a limit: %n board not run.</numerusform><numerusform>Stopped after {strikes} boards past a limit: %n boards not run.</numerusform></translation></message>
    <message numerus="yes">
        <source>%n throw(s)</source>
        <translation><numerusform>%n throw</numerusform><numerusform>%n throws</numerusform></translation></message>
    <message numerus="yes">
        <source>Wrong labelling for odd n: the rows turn as on an even board, but square 1 is bottom left and the bottom row always runs left to right: %n board(s)</source>
        <translation><numerusform>Wrong labelling for odd n: the rows turn as on an even board, but square 1 is bottom left and the bottom row always runs left to right: %n board</numerusform><numerusform>Wrong labelling for odd n: the rows turn as on an even board, but square 1 is bottom left and the bottom row always runs left to right: %n boards</numerusform></translation></message>
    <message numerus="yes">
        <source>Wrong labelling for even n: the rows turn as on an odd board, but square 1 is bottom left and the bottom row always runs left to right: %n board(s)</source>
        <translation><numerusform>Wrong labelling for even n: the rows turn as on an odd board, but square 1 is bottom left and the bottom row always runs left to right: %n board</numerusform><numerusform>Wrong labelling for even n: the rows turn as on an odd board, but square 1 is bottom left and the bottom row always runs left to right: %n boards</numerusform></translation></message>
    <message numerus="yes">
        <source>Wrong labelling: every row is read left to right, but the rows alternate (boustrophedon): %n board(s)</source>
        <translation><numerusform>Wrong labelling: every row is read left to right, but the rows alternate (boustrophedon): %n board</numerusform><numerusform>Wrong labelling: every row is read left to right, but the rows alternate (boustrophedon): %n boards</numerusform></translation></message>
    <message numerus="yes">
        <source>Wrong labelling: square 1 is taken at the top left, but it is at the bottom left (row n - 1, column 0): %n board(s)</source>
        <translation><numerusform>Wrong labelling: square 1 is taken at the top left, but it is at the bottom left (row n - 1, column 0): %n board</numerusform><numerusform>Wrong labelling: square 1 is taken at the top left, but it is at the bottom left (row n - 1, column 0): %n boards</numerusform></translation></message>
    <message numerus="yes">
        <source>Following a chain: a snake or ladder is taken after another in the same throw, but only the first one is taken: %n board(s)</source>
        <translation><numerusform>Following a chain: a snake or ladder is taken after another in the same throw, but only the first one is taken: %n board</numerusform><numerusform>Following a chain: a snake or ladder is taken after another in the same throw, but only the first one is taken: %n boards</numerusform></translation></message>
    <message numerus="yes">
        <source>Off by one at the goal: a throw never lands on the last square itself (only a ladder reaches it; check the end of the range of throws): %n board(s)</source>
        <translation><numerusform>Off by one at the goal: a throw never lands on the last square itself (only a ladder reaches it; check the end of the range of throws): %n board</numerusform><numerusform>Off by one at the goal: a throw never lands on the last square itself (only a ladder reaches it; check the end of the range of throws): %n boards</numerusform></translation></message>
    <message numerus="yes">
        <source>Off by one in the throws: the die goes only from 1 to 5 (range(1, 6) leaves 6 out? it is range(1, 7)): %n board(s)</source>
        <translation><numerusform>Off by one in the throws: the die goes only from 1 to 5 (range(1, 6) leaves 6 out? it is range(1, 7)): %n board</numerusform><numerusform>Off by one in the throws: the die goes only from 1 to 5 (range(1, 6) leaves 6 out? it is range(1, 7)): %n boards</numerusform></translation></message>
    <message numerus="yes">
        <source>Off by one at the goal: the answer is one throw too many: %n board(s)</source>
        <translation><numerusform>Off by one at the goal: the answer is one throw too many: %n board</numerusform><numerusform>Off by one at the goal: the answer is one throw too many: %n boards</numerusform></translation></message>
    <message numerus="yes">
        <source>Off by one at the goal: the answer is one throw too few: %n board(s)</source>
        <translation><numerusform>Off by one at the goal: the answer is one throw too few: %n board</numerusform><numerusform>Off by one at the goal: the answer is one throw too few: %n boards</numerusform></translation></message>
    <message numerus="yes">
        <source>The goal cannot be reached on these boards, and the answer must then be -1: %n board(s)</source>
        <translation><numerusform>The goal cannot be reached on these boards, and the answer must then be -1: %n board</numerusform><numerusform>The goal cannot be reached on these boards, and the answer must then be -1: %n boards</numerusform></translation></message>
    <message numerus="yes">
        <source>{error} raised: {message}: %n board(s)</source>
        <translation><numerusform>{error} raised: {message}: %n board</numerusform><numerusform>{error} raised: {message}: %n boards</numerusform></translation></message>
    <message numerus="yes">
        <source>{error} raised on line {line}: {message}: %n board(s)</source>
        <translation><numerusform>{error} raised on line {line}: {message}: %n board</numerusform><numerusform>{error} raised on line {line}: {message}: %n boards</numerusform></translation></message>
    <message numerus="yes">
        <source>Not a whole number returned (e.g. {value}): %n board(s)</source>
        <translation><numerusform>Not a whole number returned (e.g. {value}): %n board</numerusform><numerusform>Not a whole number returned (e.g. {value}): %n boards</numerusform></translation></message>
    <message numerus="yes">
        <source>Ran past the time limit of {seconds} s (an endless loop?): %n board(s)</source>
        <translation><numerusform>Ran past the time limit of {seconds} s (an endless loop?): %n board</numerusform><numerusform>Ran past the time limit of {seconds} s (an endless loop?): %n boards</numerusform></translation></message>
    <message numerus="yes">
        <source>Ran out of memory (the limit is {size} MB): %n board(s)</source>
        <translation><numerusform>Ran out of memory (the limit is {size} MB): %n board</numerusform><numerusform>Ran out of memory (the limit is {size} MB): %n boards</numerusform></translation></message>
    <message numerus="yes">
        <source>The Python process running the code stopped (exit code {code}): %n board(s)</source>
        <translation><numerusform>The Python process running the code stopped (exit code {code}): %n board</numerusform><numerusform>The Python process running the code stopped (exit code {code}): %n boards</numerusform></translation></message>
    <message numerus="yes">
        <source>Wrote to the check's own channel instead of returning (a forged or malformed answer): %n board(s)</source>
        <translation><numerusform>Wrote to the check's own channel instead of returning (a forged or malformed answer): %n board</numerusform><numerusform>Wrote to the check's own channel instead of returning (a forged or malformed answer): %n boards</numerusform></translation></message>
    <message numerus="yes">
        <source>Wrong answer (no common mistake recognised): %n board(s)</source>
        <translation><numerusform>Wrong answer (no common mistake recognised): %n board</numerusform><numerusform>Wrong answer (no common mistake recognised): %n boards</numerusform></translation></message>
    <message numerus="yes">
        <source>%n board(s) where the goal cannot be reached</source>
        <translation><numerusform>%n board where the goal cannot be reached</numerusform><numerusform>%n boards where the goal cannot be reached</numerusform></translation></message>
    <message numerus="yes">
        <source>Checked on %n board(s) of 30 squares in GeeksforGeeks' practice form; left out {unreachable}, which that problem never asks.</source>
        <translation><numerusform>Checked on %n board of 30 squares in GeeksforGeeks' practice form; left out {unreachable}, which that problem never asks.</numerusform><numerusform>Checked on %n boards of 30 squares in GeeksforGeeks' practice form; left out {unreachable}, which that problem never asks.</numerusform></translation></message>
    <message numerus="yes">
        <source>Checked on %n board(s) in GeeksforGeeks' form; left out {unreachable}, which that problem never asks.</source>
        <translation><numerusform>Checked on %n board in GeeksforGeeks' form; left out {unreachable}, which that problem never asks.</numerusform><numerusform>Checked on %n boards in GeeksforGeeks' form; left out {unreachable}, which that problem never asks.</numerusform></translation></message>
    </context>
<context>
    <name>Cli</name>
    <message numerus="yes">
        <source>%n player(s): chance of winning by seat: {seats}; expected rounds {rounds}</source>
        <translation><numerusform>%n player: chance of winning by seat: {seats}; expected rounds {rounds}</numerusform><numerusform>%n players: chance of winning by seat: {seats}; expected rounds {rounds}</numerusform></translation></message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation><numerusform>%n page</numerusform><numerusform>%n pages</numerusform></translation></message>
    </context>
<context>
    <name>CodePanel</name>
    <message numerus="yes">
        <source>This board has %Ln square(s): too many to step through the code.</source>
        <translation><numerusform>This board has %Ln square: too many to step through the code.</numerusform><numerusform>This board has %Ln squares: too many to step through the code.</numerusform></translation></message>
    <message numerus="yes">
        <source>(%n square(s), front first)</source>
        <translation><numerusform>(%n square, front first)</numerusform><numerusform>(%n squares, front first)</numerusform></translation></message>
    <message numerus="yes">
        <source>(%n square(s) found)</source>
        <translation><numerusform>(%n square found)</numerusform><numerusform>(%n squares found)</numerusform></translation></message>
    </context>
<context>
    <name>DepthFirst</name>
    <message numerus="yes">
        <source>Depth-first reaches the goal, square {square}, along a route of %n throw(s), and stops: it never learns a shorter route exists.</source>
        <translation><numerusform>Depth-first reaches the goal, square {square}, along a route of %n throw, and stops: it never learns a shorter route exists.</numerusform><numerusform>Depth-first reaches the goal, square {square}, along a route of %n throws, and stops: it never learns a shorter route exists.</numerusform></translation></message>
    <message numerus="yes">
        <source>Depth-first enters square {square} (route of %n throw(s) so far).</source>
        <translation><numerusform>Depth-first enters square {square} (route of %n throw so far).</numerusform><numerusform>Depth-first enters square {square} (route of %n throws so far).</numerusform></translation></message>
    <message numerus="yes">
        <source>This time depth-first's first route happens to be as short as breadth-first's: %n throw(s). That was luck. {why}</source>
        <translation><numerusform>This time depth-first's first route happens to be as short as breadth-first's: %n throw. That was luck. {why}</numerusform><numerusform>This time depth-first's first route happens to be as short as breadth-first's: %n throws. That was luck. {why}</numerusform></translation></message>
    <message numerus="yes">
        <source>Depth-first found a route of %n throw(s) first; breadth-first's shortest takes {bfs}. {why}</source>
        <translation><numerusform>Depth-first found a route of %n throw first; breadth-first's shortest takes {bfs}. {why}</numerusform><numerusform>Depth-first found a route of %n throws first; breadth-first's shortest takes {bfs}. {why}</numerusform></translation></message>
</context>
<context>
    <name>EditController</name>
    <message numerus="yes">
        <source>Delete %n jump(s)</source>
        <translation><numerusform>Delete %n jump</numerusform><numerusform>Delete %n jumps</numerusform></translation></message>
    <message numerus="yes">
        <source>%n jump(s) going nowhere</source>
        <translation><numerusform>%n jump going nowhere</numerusform><numerusform>%n jumps going nowhere</numerusform></translation></message>
    <message numerus="yes">
        <source>Cancelled after %n board(s): nothing was changed.</source>
        <translation><numerusform>Cancelled after %n board: nothing was changed.</numerusform><numerusform>Cancelled after %n boards: nothing was changed.</numerusform></translation></message>
    <message numerus="yes">
        <source>After %n board(s), none met every target:</source>
        <translation><numerusform>After %n board, none met every target:</numerusform><numerusform>After %n boards, none met every target:</numerusform></translation></message>
    <message numerus="yes">
        <source>Tune takes boards of up to %n squares (50×50)</source>
        <translation><numerusform>Tune takes boards of up to %n squares (50×50)</numerusform><numerusform>Tune takes boards of up to %n squares (50×50)</numerusform></translation></message>
    <message numerus="yes">
        <source>Tune layout: %n snake(s) or ladder(s) moved</source>
        <translation><numerusform>Tune layout: %n snake or ladder moved</numerusform><numerusform>Tune layout: %n snakes or ladders moved</numerusform></translation></message>
    <message numerus="yes">
        <source>Tuned the layout: %n snake(s) or ladder(s) moved</source>
        <translation><numerusform>Tuned the layout: %n snake or ladder moved</numerusform><numerusform>Tuned the layout: %n snakes or ladders moved</numerusform></translation></message>
</context>
<context>
    <name>Figures</name>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation><numerusform>%n turn</numerusform><numerusform>%n turns</numerusform></translation></message>
    <message numerus="yes">
        <source>half of games last more than %n turn(s)</source>
        <translation><numerusform>half of games last more than %n turn</numerusform><numerusform>half of games last more than %n turns</numerusform></translation></message>
    <message numerus="yes">
        <source>90% of games last more than %n turn(s)</source>
        <translation><numerusform>90% of games last more than %n turn</numerusform><numerusform>90% of games last more than %n turns</numerusform></translation></message>
    <message numerus="yes">
        <source>last more than %n turn(s)</source>
        <translation><numerusform>last more than %n turn</numerusform><numerusform>last more than %n turns</numerusform></translation></message>
    <message numerus="yes">
        <source>a chance too small to write (below {least}) of finishing within %n turn(s)</source>
        <translation><numerusform>a chance too small to write (below {least}) of finishing within %n turn</numerusform><numerusform>a chance too small to write (below {least}) of finishing within %n turns</numerusform></translation></message>
    <message numerus="yes">
        <source>half of games end within %n turn(s)</source>
        <translation><numerusform>half of games end within %n turn</numerusform><numerusform>half of games end within %n turns</numerusform></translation></message>
    <message numerus="yes">
        <source>90% of games end within %n turn(s)</source>
        <translation><numerusform>90% of games end within %n turn</numerusform><numerusform>90% of games end within %n turns</numerusform></translation></message>
    <message numerus="yes">
        <source>{chance} of games finish within %n turn(s)</source>
        <translation><numerusform>{chance} of games finish within %n turn</numerusform><numerusform>{chance} of games finish within %n turns</numerusform></translation></message>
    <message numerus="yes">
        <source>at least {chance} of games finish within %n turn(s)</source>
        <translation><numerusform>at least {chance} of games finish within %n turn</numerusform><numerusform>at least {chance} of games finish within %n turns</numerusform></translation></message>
    </context>
<context>
    <name>GameController</name>
    <message numerus="yes">
        <source>Take back the last %n turn(s), by {players}?</source>
        <translation><numerusform>Take back the last %n turn, by {players}?</numerusform><numerusform>Take back the last %n turns, by {players}?</numerusform></translation></message>
    </context>
<context>
    <name>GameRecorder</name>
    <message numerus="yes">
        <source>%Ln finished game(s) could not be written into the game history yet. They are kept in {file} and written the next time the app starts.</source>
        <translation><numerusform>%Ln finished game could not be written into the game history yet. They are kept in {file} and written the next time the app starts.</numerusform><numerusform>%Ln finished games could not be written into the game history yet. They are kept in {file} and written the next time the app starts.</numerusform></translation></message>
    <message numerus="yes">
        <source>%Ln finished game(s) could not be written into the game history, nor kept for later.</source>
        <translation><numerusform>%Ln finished game could not be written into the game history, nor kept for later.</numerusform><numerusform>%Ln finished games could not be written into the game history, nor kept for later.</numerusform></translation></message>
    </context>
<context>
    <name>GameSession</name>
    <message numerus="yes">
        <source>A game of {names} on {board} was not finished (%n turn(s) played), saved {when}. Resume it?</source>
        <translation><numerusform>A game of {names} on {board} was not finished (%n turn played), saved {when}. Resume it?</numerusform><numerusform>A game of {names} on {board} was not finished (%n turns played), saved {when}. Resume it?</numerusform></translation></message>
    </context>
<context>
    <name>GeneratorDialog</name>
    <message numerus="yes">
        <source>Boards of up to %n squares; no square holds two snakes or ladders, so there are no chains.</source>
        <translation><numerusform>Boards of up to %n squares; no square holds two snakes or ladders, so there are no chains.</numerusform><numerusform>Boards of up to %n squares; no square holds two snakes or ladders, so there are no chains.</numerusform></translation></message>
    </context>
<context>
    <name>GraphPanel</name>
    <message numerus="yes">
        <source>Too many squares to draw as a graph (%Ln square(s); up to {most}): the adjacency list is below.</source>
        <translation><numerusform>Too many squares to draw as a graph (%Ln square; up to {most}): the adjacency list is below.</numerusform><numerusform>Too many squares to draw as a graph (%Ln squares; up to {most}): the adjacency list is below.</numerusform></translation></message>
    <message numerus="yes">
        <source>Too many squares to draw as a graph (%Ln square(s); up to {most}): too many to list here as well.</source>
        <translation><numerusform>Too many squares to draw as a graph (%Ln square; up to {most}): too many to list here as well.</numerusform><numerusform>Too many squares to draw as a graph (%Ln squares; up to {most}): too many to list here as well.</numerusform></translation></message>
</context>
<context>
    <name>Numbers</name>
    <message numerus="yes">
        <source>{start}…{end} (%n digits)</source>
        <translation><numerusform>{start}…{end} (%n digits)</numerusform><numerusform>{start}…{end} (%n digits)</numerusform></translation></message>
    </context>
<context>
    <name>OutputForm</name>
    <message numerus="yes">
        <source>On %n sheet(s) the board prints {width:.1f} × {height:.1f} cm and covers {share:.0%} of the paper.</source>
        <translation><numerusform>On %n sheet the board prints {width:.1f} × {height:.1f} cm and covers {share:.0%} of the paper.</numerusform><numerusform>On %n sheets the board prints {width:.1f} × {height:.1f} cm and covers {share:.0%} of the paper.</numerusform></translation></message>
    <message numerus="yes">
        <source>{columns} across × {rows} down print it as large on %n sheet(s).</source>
        <translation><numerusform>{columns} across × {rows} down print it as large on %n sheet.</numerusform><numerusform>{columns} across × {rows} down print it as large on %n sheets.</numerusform></translation></message>
    </context>
<context>
    <name>PhonesDialog</name>
    <message numerus="yes">
        <source>%n phone(s) connected</source>
        <translation><numerusform>%n phone connected</numerusform><numerusform>%n phones connected</numerusform></translation></message>
    </context>
<context>
    <name>PlayerCard</name>
    <message numerus="yes">
        <source>, %n win(s)</source>
        <translation><numerusform>, %n win</numerusform><numerusform>, %n wins</numerusform></translation></message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation><numerusform>%n win</numerusform><numerusform>%n wins</numerusform></translation></message>
</context>
<context>
    <name>Predict</name>
    <message numerus="yes">
        <source>The search is over. Fewest throws: %n.</source>
        <translation><numerusform>The search is over. Fewest throws: %n.</numerusform><numerusform>The search is over. Fewest throws: %n.</numerusform></translation></message>
    </context>
<context>
    <name>PrintPreview</name>
    <message numerus="yes">
        <source>%n sheet(s) of {paper}</source>
        <translation><numerusform>%n sheet of {paper}</numerusform><numerusform>%n sheets of {paper}</numerusform></translation></message>
</context>
<context>
    <name>Problems</name>
    <message numerus="yes">
        <source>… and %n more warning(s): each is marked on the board.</source>
        <translation><numerusform>… and %n more warning: each is marked on the board.</numerusform><numerusform>… and %n more warnings: each is marked on the board.</numerusform></translation></message>
    <message numerus="yes">
        <source>invalid — %n error(s)</source>
        <translation><numerusform>invalid — %n error</numerusform><numerusform>invalid — %n errors</numerusform></translation></message>
    <message numerus="yes">
        <source>valid — {summary}, %n warning(s)</source>
        <translation><numerusform>valid — {summary}, %n warning</numerusform><numerusform>valid — {summary}, %n warnings</numerusform></translation></message>
    </context>
<context>
    <name>QueueList</name>
    <message numerus="yes">
        <source>square {square} · %n throw(s)</source>
        <translation><numerusform>square {square} · %n throw</numerusform><numerusform>square {square} · %n throws</numerusform></translation></message>
    <message numerus="yes">
        <source>BFS queue (front first): %n square(s)</source>
        <translation><numerusform>BFS queue (front first): %n square</numerusform><numerusform>BFS queue (front first): %n squares</numerusform></translation></message>
</context>
<context>
    <name>Quiz</name>
    <message numerus="yes">
        <source>%n student(s) in the quiz</source>
        <translation><numerusform>%n student in the quiz</numerusform><numerusform>%n students in the quiz</numerusform></translation></message>
    <message numerus="yes">
        <source>%n second(s) left</source>
        <translation><numerusform>%n second left</numerusform><numerusform>%n seconds left</numerusform></translation></message>
    <message numerus="yes">
        <source>The most common wrong answer, %n time(s): {answer}. {reason}</source>
        <translation><numerusform>The most common wrong answer, %n time: {answer}. {reason}</numerusform><numerusform>The most common wrong answer, %n times: {answer}. {reason}</numerusform></translation></message>
    </context>
<context>
    <name>Search</name>
    <message numerus="yes">
        <source>%n throw(s)</source>
        <translation><numerusform>%n throw</numerusform><numerusform>%n throws</numerusform></translation></message>
    <message numerus="yes">
        <source>%n square(s)</source>
        <translation><numerusform>%n square</numerusform><numerusform>%n squares</numerusform></translation></message>
    <message numerus="yes">
        <source>%Ln frame(s)</source>
        <translation><numerusform>%Ln frame</numerusform><numerusform>%Ln frames</numerusform></translation></message>
    <message numerus="yes">
        <source>about %n second(s)</source>
        <translation><numerusform>about %n second</numerusform><numerusform>about %n seconds</numerusform></translation></message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <translation><numerusform>about %n minute</numerusform><numerusform>about %n minutes</numerusform></translation></message>
    <message numerus="yes">
        <source>Queue (front first): %n square(s)</source>
        <translation><numerusform>Queue (front first): %n square</numerusform><numerusform>Queue (front first): %n squares</numerusform></translation></message>
    <message numerus="yes">
        <source>Queue (front first): {squares} … and %n more</source>
        <translation><numerusform>Queue (front first): {squares} … and %n more</numerusform><numerusform>Queue (front first): {squares} … and %n more</numerusform></translation></message>
    <message numerus="yes">
        <source>Square {square}: the goal, reached in %n throw(s); the search stops there</source>
        <translation><numerusform>Square {square}: the goal, reached in %n throw; the search stops there</numerusform><numerusform>Square {square}: the goal, reached in %n throws; the search stops there</numerusform></translation></message>
    </context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <source>%Ln game(s) played since {date}</source>
        <translation><numerusform>%Ln game played since {date}</numerusform><numerusform>%Ln games played since {date}</numerusform></translation></message>
    <message numerus="yes">
        <source>Forget all %Ln game(s) recorded? This cannot be undone.</source>
        <translation><numerusform>Forget all %Ln game recorded? This cannot be undone.</numerusform><numerusform>Forget all %Ln games recorded? This cannot be undone.</numerusform></translation></message>
    </context>
<context>
    <name>TuneWords</name>
    <message numerus="yes">
        <source>Every target met by moving %n snake(s) or ladder(s).</source>
        <translation><numerusform>Every target met by moving %n snake or ladder.</numerusform><numerusform>Every target met by moving %n snakes or ladders.</numerusform></translation></message>
    <message numerus="yes">
        <source>No layout met every target; the closest found moves %n snake(s) or ladder(s).</source>
        <translation><numerusform>No layout met every target; the closest found moves %n snake or ladder.</numerusform><numerusform>No layout met every target; the closest found moves %n snakes or ladders.</numerusform></translation></message>
    <message numerus="yes">
        <source>Chance of finishing within %n turn(s): {before} → {after}</source>
        <translation><numerusform>Chance of finishing within %n turn: {before} → {after}</numerusform><numerusform>Chance of finishing within %n turns: {before} → {after}</numerusform></translation></message>
    <message numerus="yes">
        <source>expected length {expected} turns; fewest throws {throws}; {chance} of games over within %n turn(s); first seat's advantage {points} points</source>
        <translation><numerusform>expected length {expected} turns; fewest throws {throws}; {chance} of games over within %n turn; first seat's advantage {points} points</numerusform><numerusform>expected length {expected} turns; fewest throws {throws}; {chance} of games over within %n turns; first seat's advantage {points} points</numerusform></translation></message>
    <message numerus="yes">
        <source>%n layout(s) tried.</source>
        <translation><numerusform>%n layout tried.</numerusform><numerusform>%n layouts tried.</numerusform></translation></message>
    <message numerus="yes">
        <source>The moved snake crosses %n other snake(s) or ladder(s): no move found that reaches the targets as well crosses none.</source>
        <translation><numerusform>The moved snake crosses %n other snake or ladder: no move found that reaches the targets as well crosses none.</numerusform><numerusform>The moved snake crosses %n other snakes or ladders: no move found that reaches the targets as well crosses none.</numerusform></translation></message>
    <message numerus="yes">
        <source>The moved ladder crosses %n other snake(s) or ladder(s): no move found that reaches the targets as well crosses none.</source>
        <translation><numerusform>The moved ladder crosses %n other snake or ladder: no move found that reaches the targets as well crosses none.</numerusform><numerusform>The moved ladder crosses %n other snakes or ladders: no move found that reaches the targets as well crosses none.</numerusform></translation></message>
    <message numerus="yes">
        <source>The moved snakes and ladders make %n crossing(s): no layout found that reaches the targets as well makes none.</source>
        <translation><numerusform>The moved snakes and ladders make %n crossing: no layout found that reaches the targets as well makes none.</numerusform><numerusform>The moved snakes and ladders make %n crossings: no layout found that reaches the targets as well makes none.</numerusform></translation></message>
</context>
<context>
    <name>TurnLog</name>
    <message numerus="yes">
        <source>… %n earlier turn(s), not shown here</source>
        <translation><numerusform>… %n earlier turn, not shown here</numerusform><numerusform>… %n earlier turns, not shown here</numerusform></translation></message>
</context>
<context>
    <name>UnfinishedWords</name>
    <message numerus="yes">
        <source>%n turn(s) played</source>
        <translation><numerusform>%n turn played</numerusform><numerusform>%n turns played</numerusform></translation></message>
</context>
<context>
    <name>UsageTable</name>
    <message numerus="yes">
        <source>Not worked out: a game can fail to finish, the games are too long to count, or the board has more than %n squares.</source>
        <translation><numerusform>Not worked out: a game can fail to finish, the games are too long to count, or the board has more than %n squares.</numerusform><numerusform>Not worked out: a game can fail to finish, the games are too long to count, or the board has more than %n squares.</numerusform></translation></message>
    </context>
<context>
    <name>WhyBfsDialog</name>
    <message numerus="yes">
        <source>This board has %Ln square(s). The depth-first animation works on boards of up to {most} squares (50×50), where each step can be followed: try it on a smaller board.</source>
        <translation><numerusform>This board has %Ln square. The depth-first animation works on boards of up to {most} squares (50×50), where each step can be followed: try it on a smaller board.</numerusform><numerusform>This board has %Ln squares. The depth-first animation works on boards of up to {most} squares (50×50), where each step can be followed: try it on a smaller board.</numerusform></translation></message>
    <message numerus="yes">
        <source>visited (%n square(s))</source>
        <translation><numerusform>visited (%n square)</numerusform><numerusform>visited (%n squares)</numerusform></translation></message>
    <message numerus="yes">
        <source>Depth-first search: a route of %n throw(s) so far</source>
        <translation><numerusform>Depth-first search: a route of %n throw so far</numerusform><numerusform>Depth-first search: a route of %n throws so far</numerusform></translation></message>
    </context>
</TS>