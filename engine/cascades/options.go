package cascades

import (
	"fmt"
	"strings"
)

// Options are the settings of a new game: the board and the variants.
type Options struct {
	Size      Size
	Free      bool // free drop: any empty cell, cut-off stones are removed
	Territory bool // score every stone on the board, not the bottom row
}

// DefaultOptions is the 8x8 board without variants.
var DefaultOptions = Options{Size: Size{8, 8}}

// String writes the options as ParseOptions reads them: the size, then
// ",free" and ",territory" when set, e.g. "6x5,free".
func (o Options) String() string {
	t := o.Size.String()
	if o.Free {
		t += ",free"
	}
	if o.Territory {
		t += ",territory"
	}
	return t
}

// ParseOptions reads option text: the size WxH first (see ParseSize), then
// the variants free and territory, comma-separated, each at most once:
// "8x8", "10x10", "6x5,free", "8x8,territory". Empty text is the default.
func ParseOptions(text string) (Options, error) {
	if text == "" {
		return DefaultOptions, nil
	}
	parts := strings.Split(text, ",")
	z, err := ParseSize(parts[0])
	if err != nil {
		return Options{}, fmt.Errorf("options %q: %v", text, err)
	}
	o := Options{Size: z}
	for _, p := range parts[1:] {
		var flag *bool
		switch p {
		case "free":
			flag = &o.Free
		case "territory":
			flag = &o.Territory
		default:
			return Options{}, fmt.Errorf("options %q: unknown variant %q (variants: free, territory)", text, p)
		}
		if *flag {
			return Options{}, fmt.Errorf("options %q: %s given twice", text, p)
		}
		*flag = true
	}
	return o, nil
}
