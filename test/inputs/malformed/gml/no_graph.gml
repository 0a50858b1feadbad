Creator "x"
Version 1
