package lineedit

// Code is a key the editor understands.
type Code int8

const (
	Text      Code = iota // printable text (Key.Text)
	Enter                 // submit the line
	Backspace             // delete the character before the cursor
	Delete                // delete the character under the cursor
	Left
	Right
	Home
	End
	Up         // an earlier line from the history
	Down       // a later line from the history
	Clear      // Ctrl+U and Esc: clear the line
	KillToEnd  // Ctrl+K
	KillWord   // Ctrl+W: the word before the cursor
	Interrupt  // Ctrl+C: quit on an empty line, else clear it
	EndOfInput // Ctrl+D: quit on an empty line, else Delete
	Redraw     // Ctrl+L: write the input line again
)

// Key is one key press.
type Key struct {
	Code Code
	Text string // for Text
}

// Action is what a key press asks of the program.
type Action int8

const (
	None   Action = iota
	Submit        // the line is done: Result.Line
	Quit          // Ctrl+C or Ctrl+D on an empty line
	// TooLong: the line went past MaxLine and was dropped, and the text
	// that follows it will be, up to Enter: the program says why.
	TooLong
)

// Result is what one key press gives: bytes to write and perhaps an action.
type Result struct {
	Out    []byte
	Action Action
	Line   string // the submitted line, for Submit
}
